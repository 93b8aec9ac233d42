import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthRange } from './calendar-month';
import { domesticGoalsProgress, goalsProgress, tripGoalsProgress } from './goal-progress';
import { totalOf } from './monthly-resume';
import { at, expense, financesArbitrary, goal } from './testing/finance-builders';
import { flights, food, hotel, march2026, rent, sampleFinances } from './testing/sample-finances';

describe('domestic goal cards', () => {
  it('shows March 2026 by hand, with the pharmacy under Othres', () => {
    expect(domesticGoalsProgress(sampleFinances, monthRange(march2026))).toEqual({
      goals: [
        { goal: rent, spent: 120_000, result: 0, percentage: 100 },
        // 150.25 + 99.75 of 400.00; February's 50.00 is another month.
        { goal: food, spent: 25_000, result: 15_000, percentage: 62.5 },
      ],
      others: { title: 'Othres', spent: 3_000 },
    });
  });

  it('hides Othres in a month where every cost has a goal', () => {
    const february = domesticGoalsProgress(sampleFinances, monthRange({ year: 2026, monthIndex: 1 }));
    expect(february.others).toBeNull();
    expect(february.goals.map((card) => card.spent)).toEqual([0, 5_000]);
  });

  it('shows an overspent goal with a negative result', () => {
    const gifts = goal('Gifts', 10_000, 1);
    const progress = goalsProgress([gifts], [expense('Watch', 25_000, at(2026, 0, 3), 1, gifts.id)]);
    expect(progress.goals[0]).toEqual({ goal: gifts, spent: 25_000, result: -15_000, percentage: 250 });
  });

  it('counts a cost whose goal is not listed under Othres', () => {
    const orphan = expense('Orphan', 700, at(2026, 0, 3), 1, '00000000-0000-4000-8000-999999999999');
    expect(goalsProgress([], [orphan]).others).toEqual({ title: 'Othres', spent: 700 });
  });
});

describe('trip goal cards', () => {
  it('count trip costs of every month: Flights 600.00 of 2,000.00, Hotel 300.00 of 1,500.00', () => {
    expect(tripGoalsProgress(sampleFinances)).toEqual({
      goals: [
        { goal: flights, spent: 60_000, result: 140_000, percentage: 30 },
        { goal: hotel, spent: 30_000, result: 120_000, percentage: 20 },
      ],
      others: { title: 'Othres', spent: 4_550 },
    });
  });
});

describe('goal progress', () => {
  it('shares out every cost between the goals and Othres', () => {
    fc.assert(
      fc.property(financesArbitrary, ({ domestic }) => {
        const progress = goalsProgress(domestic.goals, domestic.expenses);
        const spent =
          progress.goals.reduce((sum, card) => sum + card.spent, 0) + (progress.others?.spent ?? 0);
        expect(spent).toBe(totalOf(domestic.expenses));
        for (const card of progress.goals) expect(card.result + card.spent).toBe(card.goal.value);
      }),
    );
  });
});
