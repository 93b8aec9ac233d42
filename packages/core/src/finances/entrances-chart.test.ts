import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastMonths, monthRange, type CalendarMonth } from './calendar-month';
import { entrancesByMonth } from './entrances-chart';
import { totalOf, within } from './monthly-resume';
import { financesArbitrary } from './testing/finance-builders';
import { march2026, sampleFinances } from './testing/sample-finances';

describe('entrances chart', () => {
  it('has 12 bars up to March 2026, with February and March filled and April left out', () => {
    const bars = entrancesByMonth(sampleFinances.entrances, march2026);
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ month: { year: 2025, monthIndex: 3 }, total: 0 });
    expect(bars[10]).toEqual({ month: { year: 2026, monthIndex: 1 }, total: 80_000 });
    expect(bars[11]).toEqual({ month: march2026, total: 350_000 });
    expect(bars.reduce((sum, bar) => sum + bar.total, 0)).toBe(430_000);
  });

  it('adds up to the entrances of the 12 months', () => {
    fc.assert(
      fc.property(
        financesArbitrary,
        fc.integer({ min: 2020, max: 2030 }),
        fc.integer({ min: 0, max: 11 }),
        ({ entrances }, year, monthIndex) => {
          const current: CalendarMonth = { year, monthIndex };
          const [first] = lastMonths(current);
          const span = { from: monthRange(first!).from, to: monthRange(current).to };
          const bars = entrancesByMonth(entrances, current);
          expect(bars.reduce((sum, bar) => sum + bar.total, 0)).toBe(totalOf(within(entrances, span)));
        },
      ),
    );
  });
});
