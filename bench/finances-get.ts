/**
 * GET /api/finances for one user with 5,000 entries (2,000 entrances, 100 goals, 2,900 expenses):
 * median and p95 server time, in-process (Fastify inject, so no socket in the figure) on an in-memory
 * PGlite database, or on PostgreSQL when asked. A second user's rows sit in the same tables, as they
 * would in production.
 *
 *   node --import tsx bench/finances-get.ts
 *   TEST_DATABASE_URL=postgres://… node --import tsx bench/finances-get.ts postgres
 */
import { performance } from 'node:perf_hooks';
import { dayIn, type FinancesAnswer } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/accounts/accounts-schema';
import { financeEntrances, financeExpenses, financeGoals } from '../apps/server/src/finances/finances-schema';
import { signUp } from '../apps/server/src/testing/accounts-flow';
import { startTestApp, type TestApp } from '../apps/server/src/testing/test-app';
import type { Engine } from '../apps/server/src/testing/test-database';

const ENTRANCES = 2_000;
const GOALS_PER_KIND = 50;
const EXPENSES = 2_900;
const BATCH = 500;
const WARM_UP_RUNS = 10;
const MEASURED_RUNS = 50;
const YEAR_MS = 365 * 86_400_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Rows straight into the tables: 5,000 API calls would only slow the set-up. */
async function seed(t: TestApp, email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  const userId = user.id;
  const now = Date.now();
  const date = (i: number) => now - Math.floor((i * 7_919) % YEAR_MS);

  await insertInBatches(
    Array.from({ length: ENTRANCES }, (_, i) => ({
      userId,
      title: `Income ${i}`,
      color: '#FFFD00',
      value: 10_000 + i,
      dateDay: dayIn(date(i), 'UTC'),
    })),
    (batch) => t.db.insert(financeEntrances).values(batch),
  );
  const goals = await t.db
    .insert(financeGoals)
    .values(
      Array.from({ length: 2 * GOALS_PER_KIND }, (_, i) => ({
        userId,
        type: ((i % 2) + 1) as 1 | 2,
        title: `Goal ${i}`,
        color: '#3B9AF5',
        value: 500_000 + i,
        icon: (i % 20) + 1,
      })),
    )
    .returning({ id: financeGoals.id, type: financeGoals.type });
  await insertInBatches(
    Array.from({ length: EXPENSES }, (_, i) => {
      const goal = goals[i % goals.length];
      if (!goal) throw new Error('no goal');
      return {
        userId,
        type: goal.type,
        title: `Cost ${i}`,
        color: '#F5455C',
        value: 1_000 + i,
        dateDay: dayIn(date(i), 'UTC'),
        // Every fourth expense counts under 'Othres'.
        financesGoalId: i % 4 === 0 ? null : goal.id,
      };
    }),
    (batch) => t.db.insert(financeExpenses).values(batch),
  );
}

const engine: Engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const t = await startTestApp(engine);
try {
  const owner = await signUp(t);
  const neighbour = await signUp(t);
  await seed(t, owner.email);
  await seed(t, neighbour.email);

  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < WARM_UP_RUNS + MEASURED_RUNS; run++) {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/finances', headers: owner.auth });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`GET answered ${response.statusCode}: ${response.body}`);
    if (run === 0) {
      const state = response.json<FinancesAnswer>();
      const count =
        state.entraces.length +
        state.domestic.goals.length +
        state.domestic.expenses.length +
        state.trip.goals.length +
        state.trip.expenses.length;
      if (count !== ENTRANCES + 2 * GOALS_PER_KIND + EXPENSES) throw new Error(`answered ${count} entries`);
      bytes = response.rawPayload.length;
    }
    if (run >= WARM_UP_RUNS) timings.push(elapsed);
  }

  timings.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `GET /api/finances, 5,000 entries (${(bytes / 1024).toFixed(0)} KB of JSON), ${engine}, in-process, ${MEASURED_RUNS} runs:`,
  );
  console.log(
    `  median ${ms(percentile(timings, 50))}   p95 ${ms(percentile(timings, 95))}   min ${ms(timings[0] ?? Number.NaN)}`,
  );
} finally {
  await t.close();
}
