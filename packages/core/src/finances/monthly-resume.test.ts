import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../calendar/calendar-day';
import { monthRange } from './calendar-month';
import { doughnutSlices, monthlyResume, formatPercentage, percentageOf, totalOf } from './monthly-resume';
import { at, dateArbitrary, entrance, expense, financesArbitrary } from './testing/finance-builders';
import { march2026, sampleFinances } from './testing/sample-finances';
import { emptyFinances } from './finances-state';

describe('percentage', () => {
  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [212_550, 350_000, 60.73],
    [50, 100, 50],
    [300, 100, 300],
    [0, 100, 0],
  ])('%d of %d is %d%%', (part, whole, percentage) => {
    expect(percentageOf(part, whole)).toBe(percentage);
  });

  it('is 0 when there is nothing to divide by', () => {
    expect(percentageOf(500, 0)).toBe(0);
    expect(percentageOf(0, 0)).toBe(0);
  });

  it('keeps at most two decimals', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.integer({ min: 1, max: 10 ** 9 }), (part, whole) => {
        const percentage = percentageOf(part, whole);
        expect(Number(percentage.toFixed(2))).toBe(percentage);
      }),
    );
  });

  it('shows two decimals', () => {
    expect(formatPercentage(60.73)).toBe('60.73%');
    expect(formatPercentage(50)).toBe('50.00%');
    expect(formatPercentage(0)).toBe('0.00%');
  });
});

describe('monthly resume', () => {
  it('adds up March 2026 by hand', () => {
    // Entrances 3,000.00 + 500.00; domestic 1,200.00 + 150.25 + 99.75 + 30.00; trip 600.00 + 45.50.
    expect(monthlyResume(sampleFinances, monthRange(march2026))).toEqual({
      totalEntrances: 350_000,
      totalDomestic: 148_000,
      totalTrip: 64_550,
      profit: 137_450,
      percentage: 60.73,
    });
  });

  it('counts only the items of the month: February and 1 April stay out', () => {
    const february = monthlyResume(sampleFinances, monthRange({ year: 2026, monthIndex: 1 }));
    expect(february).toMatchObject({ totalEntrances: 80_000, totalDomestic: 5_000, totalTrip: 0 });
    const april = monthlyResume(sampleFinances, monthRange({ year: 2026, monthIndex: 3 }));
    expect(april).toMatchObject({ totalEntrances: 100_000, totalDomestic: 0, totalTrip: 0 });
  });

  it('shows a loss as a negative profit and a percentage above 100', () => {
    const finances = {
      ...emptyFinances(),
      entrances: [entrance('Salary', 100_000, at(2026, 4, 2))],
      domestic: { goals: [], expenses: [expense('Repairs', 150_000, at(2026, 4, 3), 1)] },
    };
    const resume = monthlyResume(finances, monthRange({ year: 2026, monthIndex: 4 }));
    expect(resume.profit).toBe(-50_000);
    expect(resume.percentage).toBe(150);
  });

  it('gives a percentage of 0 to a month with costs and no entrances', () => {
    const finances = {
      ...emptyFinances(),
      trip: { goals: [], expenses: [expense('Visa', 16_000, at(2026, 6, 1, 10), 2)] },
    };
    expect(monthlyResume(finances, monthRange({ year: 2026, monthIndex: 6 }))).toEqual({
      totalEntrances: 0,
      totalDomestic: 0,
      totalTrip: 16_000,
      profit: -16_000,
      percentage: 0,
    });
  });

  it('keeps profit + spending equal to entrances, and the percentage finite, for any finances', () => {
    fc.assert(
      fc.property(financesArbitrary, dateArbitrary, dateArbitrary, (finances, a, b) => {
        const [from, to] = [dayIn(Math.min(a, b), 'UTC'), dayIn(Math.max(a, b), 'UTC')];
        const resume = monthlyResume(finances, { from, to });
        expect(resume.profit + resume.totalDomestic + resume.totalTrip).toBe(resume.totalEntrances);
        expect(Number.isFinite(resume.percentage)).toBe(true);
        expect(resume.percentage).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('over all time, totals every entry', () => {
    fc.assert(
      fc.property(financesArbitrary, (finances) => {
        const resume = monthlyResume(finances, { from: '0000-01-01', to: '9999-12-31' });
        expect(resume.totalEntrances).toBe(totalOf(finances.entrances));
        expect(resume.totalDomestic).toBe(totalOf(finances.domestic.expenses));
        expect(resume.totalTrip).toBe(totalOf(finances.trip.expenses));
      }),
    );
  });
});

describe('doughnut', () => {
  it('shows domestic, trip and the entrances of a month in profit', () => {
    const resume = monthlyResume(sampleFinances, monthRange(march2026));
    expect(doughnutSlices(resume)).toEqual([
      { label: 'Total Domestic', value: 148_000 },
      { label: 'Total Trip', value: 64_550 },
      { label: 'Total Entrances', value: 350_000 },
    ]);
  });

  it('drops the entrances slice to 0 when the month broke even or lost', () => {
    const even = { totalEntrances: 1_000, totalDomestic: 600, totalTrip: 400, profit: 0, percentage: 100 };
    expect(doughnutSlices(even)[2]).toEqual({ label: 'Total Entrances', value: 0 });
    const loss = { ...even, totalTrip: 900, profit: -500, percentage: 150 };
    expect(doughnutSlices(loss).map((slice) => slice.value)).toEqual([600, 900, 0]);
  });
});
