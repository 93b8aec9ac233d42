import { FinanceKind } from '@wayfarer/core';
import { financeSeeds, todoSeeds } from '../../e2e/support/seed';
import type { RunningServer } from '../../e2e/support/server';

/*
 * The realistic volume of the performance issue's measurements: 40 to-do lists with 120 tasks and 80
 * comments (a 49 KB board), and 24 entrances, 10 goals and 300 expenses (59 KB of finances).
 */
export const VOLUME = {
  lists: 40,
  tasksPerList: 3,
  commentsPerList: 2,
  entrances: 24,
  goals: 10,
  expenses: 300,
} as const;

const DAY_MS = 86_400_000;

/** Makes VOLUME for one user through the API, as the web app makes it. */
export async function seedVolume(server: RunningServer, token: string): Promise<void> {
  const todo = todoSeeds(server, token);
  for (let i = 0; i < VOLUME.lists; i += 1) {
    const list = await todo.list({ title: `List ${i}`, status: ((i % 3) + 1) as 1 | 2 | 3 });
    for (let t = 0; t < VOLUME.tasksPerList; t += 1) await todo.task(list, `Task ${i}.${t}`);
    for (let c = 0; c < VOLUME.commentsPerList; c += 1) await todo.comment(list, `Comment ${i}.${c}`);
  }
  const money = financeSeeds(server, token);
  for (let i = 0; i < VOLUME.entrances; i += 1) {
    await money.entrance(`Income ${i}`, 100_000 + i, Date.now() - i * 15 * DAY_MS);
  }
  const goals = [];
  for (let i = 0; i < VOLUME.goals; i += 1) {
    goals.push(await money.goal(i % 2 ? FinanceKind.trip : FinanceKind.domestic, `Goal ${i}`, 500_000));
  }
  for (let i = 0; i < VOLUME.expenses; i += 1) {
    const goal = goals[i % VOLUME.goals];
    await money.expense(goal?.type ?? FinanceKind.domestic, `Expense ${i}`, 1_000 + i, {
      goal,
      date: Date.now() - i * DAY_MS,
    });
  }
}
