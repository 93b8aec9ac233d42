/**
 * PATCH /api/todolist/position with 100 moved lists: median and p95 server time, in-process
 * (Fastify inject, so no socket in the figure) on an in-memory PGlite database.
 *
 *   node --import tsx bench/todo-position.ts
 */
import { performance } from 'node:perf_hooks';
import type { TodoListAnswer, TodoListMove } from '@wayfarer/core';
import { signUp } from '../apps/server/src/testing/accounts-flow';
import { startTestApp } from '../apps/server/src/testing/test-app';

const LISTS = 100;
const WARM_UP_RUNS = 10;
const MEASURED_RUNS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const t = await startTestApp('pglite');
try {
  const { auth } = await signUp(t);
  const lists: TodoListAnswer[] = [];
  for (let i = 0; i < LISTS; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/todolist',
      headers: auth,
      payload: { title: `List ${i}`, description: 'Bench', color: '#FFFD00', date: Date.now() },
    });
    lists.push(response.json<TodoListAnswer>());
  }

  /** Every run moves all 100 lists: alternately reversed within To do, and spread over the three columns. */
  const batch = (run: number): TodoListMove[] =>
    lists.map((list, i) =>
      run % 2 === 0
        ? { id: list.id, status: 1, position: LISTS - 1 - i }
        : { id: list.id, status: ((i % 3) + 1) as 1 | 2 | 3, position: Math.floor(i / 3) },
    );

  const timings: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + MEASURED_RUNS; run++) {
    const payload = batch(run);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/todolist/position',
      headers: auth,
      payload,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 204)
      throw new Error(`move answered ${response.statusCode}: ${response.body}`);
    if (run >= WARM_UP_RUNS) timings.push(elapsed);
  }

  timings.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`PATCH /todolist/position, ${LISTS} moved lists, PGlite in-process, ${MEASURED_RUNS} runs:`);
  console.log(
    `  median ${ms(percentile(timings, 50))}   p95 ${ms(percentile(timings, 95))}   min ${ms(timings[0] ?? Number.NaN)}`,
  );
} finally {
  await t.close();
}
