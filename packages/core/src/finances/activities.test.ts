import { describe, expect, it } from 'vitest';
import { monthActivities } from './activities';
import { monthRange } from './calendar-month';
import { emptyFinances } from './finances-state';
import { march2026, sampleFinances } from './testing/sample-finances';

describe('activities table', () => {
  it('lists the month’s entrances and costs of both kinds, newest first', () => {
    const rows = monthActivities(sampleFinances, monthRange(march2026));
    expect(rows.map((row) => [row.kind, row.item.title])).toEqual([
      ['expense', 'Late groceries'],
      ['expense', 'Insurance'],
      ['expense', 'Flight deposit'],
      ['expense', 'Pharmacy'],
      ['expense', 'Groceries'],
      ['entrance', 'Salary'],
      // Both at 00:00 on 1 March: the entrance comes first.
      ['entrance', 'Freelance'],
      ['expense', 'Rent'],
    ]);
  });

  it('is empty for a month without entries', () => {
    expect(monthActivities(emptyFinances(), monthRange(march2026))).toEqual([]);
    expect(monthActivities(sampleFinances, monthRange({ year: 2026, monthIndex: 5 }))).toEqual([]);
  });
});
