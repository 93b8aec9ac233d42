import { describe, expect, it } from 'vitest';
import {
  emptyFinances,
  withEntrance,
  withExpense,
  withGoal,
  withoutEntrance,
  withoutExpense,
  withoutGoal,
} from './finances-state';
import { at, entrance, expense, goal } from './testing/finance-builders';
import { food, groceries, lateGroceries, pharmacy, salary, sampleFinances } from './testing/sample-finances';

describe('finance state after the server agreed', () => {
  it('adds an entrance, replaces it on edit and removes it', () => {
    const bonus = entrance('Bonus', 10_000, at(2026, 4, 1));
    const added = withEntrance(emptyFinances(), bonus);
    expect(added.entrances).toEqual([bonus]);
    const edited = withEntrance(added, { ...bonus, value: 12_000 });
    expect(edited.entrances).toEqual([{ ...bonus, value: 12_000 }]);
    expect(withoutEntrance(edited, bonus.id).entrances).toEqual([]);
  });

  it('places goals and expenses by type: 1 domestic, 2 trip', () => {
    const tickets = goal('Tickets', 90_000, 2);
    const taxi = expense('Taxi', 2_500, at(2026, 4, 2), 1);
    const state = withExpense(withGoal(emptyFinances(), tickets), taxi);
    expect(state.trip.goals).toEqual([tickets]);
    expect(state.domestic.expenses).toEqual([taxi]);
    expect(state.domestic.goals).toEqual([]);
    expect(state.trip.expenses).toEqual([]);
  });

  it('deleting a goal frees its expenses and leaves the others alone', () => {
    const state = withoutGoal(sampleFinances, food.id);
    expect(state.domestic.goals.map((item) => item.title)).toEqual(['Rent']);
    const byId = new Map(state.domestic.expenses.map((item) => [item.id, item.financesGoalId]));
    expect(byId.get(groceries.id)).toBeNull();
    expect(byId.get(lateGroceries.id)).toBeNull();
    expect(state.domestic.expenses.filter((item) => item.financesGoalId !== null)).toHaveLength(1);
    expect(state.trip).toEqual(sampleFinances.trip);
    expect(state.entrances).toEqual(sampleFinances.entrances);
  });

  it('moving a goal to the other kind frees the expenses it leaves behind', () => {
    const state = withGoal(sampleFinances, { ...food, type: 2 });
    expect(state.domestic.goals.map((item) => item.title)).toEqual(['Rent']);
    expect(state.trip.goals.map((item) => item.title)).toEqual(['Flights', 'Hotel', 'Food']);
    expect(state.domestic.expenses.find((item) => item.id === groceries.id)?.financesGoalId).toBeNull();
  });

  it('moving an expense to the other kind takes it out of the first', () => {
    const state = withExpense(sampleFinances, { ...pharmacy, type: 2 });
    expect(state.domestic.expenses.some((item) => item.id === pharmacy.id)).toBe(false);
    expect(state.trip.expenses.some((item) => item.id === pharmacy.id)).toBe(true);
    expect(withoutExpense(state, pharmacy.id).trip.expenses).toHaveLength(3);
  });

  it('never changes the state it was given', () => {
    const before = JSON.parse(JSON.stringify(sampleFinances)) as typeof sampleFinances;
    withoutGoal(sampleFinances, food.id);
    withEntrance(sampleFinances, { ...salary, value: 1 });
    withExpense(sampleFinances, { ...pharmacy, type: 2 });
    expect(sampleFinances).toEqual(before);
  });
});
