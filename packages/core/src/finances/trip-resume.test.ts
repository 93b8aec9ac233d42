import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyFinances } from './finances-state';
import { totalOf } from './monthly-resume';
import { financesArbitrary } from './testing/finance-builders';
import { sampleFinances } from './testing/sample-finances';
import { tripResume } from './trip-resume';

describe('trip resume', () => {
  it('adds up every month by hand', () => {
    // Goals 2,000.00 + 1,500.00. Spent 600.00 + 45.50 + 300.00.
    // Cash in hand: entrances 5,300.00 − domestic 1,530.00 − trip 945.50 = 2,824.50.
    // Result: 3,500.00 − 945.50 − 2,824.50 = −270.00 (the cash covers the goals with 270.00 to spare).
    expect(tripResume(sampleFinances)).toEqual({
      totalGoals: 350_000,
      totalSpent: 94_550,
      cashInHand: 282_450,
      result: -27_000,
      percentage: 27.01,
    });
  });

  it('is all zeros for a user with no entries', () => {
    expect(tripResume(emptyFinances())).toEqual({
      totalGoals: 0,
      totalSpent: 0,
      cashInHand: 0,
      result: 0,
      percentage: 0,
    });
  });

  it('balances: result + spent + cash in hand = goals, and cash in hand + all costs = entrances', () => {
    fc.assert(
      fc.property(financesArbitrary, (finances) => {
        const resume = tripResume(finances);
        expect(resume.result + resume.totalSpent + resume.cashInHand).toBe(resume.totalGoals);
        const costs = totalOf(finances.domestic.expenses) + totalOf(finances.trip.expenses);
        expect(resume.cashInHand + costs).toBe(totalOf(finances.entrances));
        expect(Number.isFinite(resume.percentage)).toBe(true);
      }),
    );
  });
});
