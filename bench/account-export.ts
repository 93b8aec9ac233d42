/**
 * The account export, timed in-process over a real socket on PGlite: one user with the bench volume
 * (bench/support/volume.ts: 40 lists, 120 tasks, 80 comments, 24 entrances, 10 goals, 300 expenses) and
 * 50 MB of attachments (25 PDFs of 2 MB), exported once while the process's RSS is sampled every 10 ms.
 * The client reads the ZIP as it comes and keeps only its byte count, so the growth is the server's:
 * the target is at most 20 MB above the RSS before the request.
 *
 *   npm run bench:export
 */
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TodoListAnswer } from '@wayfarer/core';
import { FinanceKind } from '@wayfarer/core';
import { startTestApp } from '../apps/server/src/testing/test-app';
import { paddedTo, samplePdf } from '../apps/server/src/todo/testing/sample-attachments';
import { listBody, todoClient } from '../apps/server/src/todo/testing/todo-client';
import { newTrip, person } from '../apps/server/src/trip/testing/shared-trip';
import { VOLUME } from './support/volume';

const ATTACHMENTS = 25;
const ATTACHMENT_BYTES = 2 * 1024 * 1024;
const TARGET_GROWTH_MB = 20;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

const t = await startTestApp('pglite', { UPLOAD_QUOTA_MB: '200', UPLOAD_MAX_PENDING: '50' });
try {
  const me = await person(t, 'Bench Exporter');
  await newTrip(me);
  const todo = todoClient(t, me.auth);
  const lists: TodoListAnswer[] = [];
  for (let i = 0; i < VOLUME.lists; i += 1) {
    const list = await todo.newList({
      ...listBody(),
      title: `List ${i}`,
      status: ((i % 3) + 1) as 1 | 2 | 3,
    });
    lists.push(list);
    for (let j = 0; j < VOLUME.tasksPerList; j += 1) await todo.newTask(list.id);
    for (let j = 0; j < VOLUME.commentsPerList; j += 1) await todo.newComment(list.id, `Comment ${i}.${j}`);
  }
  for (let i = 0; i < ATTACHMENTS; i += 1) {
    const bytes = paddedTo(samplePdf(), ATTACHMENT_BYTES);
    const list = lists[i % lists.length];
    if (list) await todo.newAttachment(list.id, bytes, `Ticket ${i}`);
  }
  const created = async (url: string, body: object) => {
    const response = await me.call('POST', url, body);
    if (response.statusCode !== 201)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<{ id: string; type: FinanceKind }>();
  };
  for (let i = 0; i < VOLUME.entrances; i += 1) {
    await created('/finances/entraces', {
      title: `Income ${i}`,
      color: '#FFFD00',
      value: 100_000 + i,
      date: Date.now() - i * 15 * DAY_MS,
    });
  }
  const goals = [];
  for (let i = 0; i < VOLUME.goals; i += 1) {
    const type = i % 2 ? FinanceKind.trip : FinanceKind.domestic;
    goals.push(
      await created('/finances/goals', {
        title: `Goal ${i}`,
        value: 500_000,
        color: '#3B9AF5',
        icon: 3,
        type,
      }),
    );
  }
  for (let i = 0; i < VOLUME.expenses; i += 1) {
    const goal = goals[i % goals.length];
    if (!goal) break;
    await created('/finances/expenses', {
      type: goal.type,
      title: `Expense ${i}`,
      color: '#F5455C',
      value: 1_000 + i,
      date: Date.now() - i * DAY_MS,
      financesGoalId: goal.id,
    });
  }

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);

  const started = performance.now();
  const { status, bytes } = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/account/export', headers: me.auth }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: received }));
      response.on('error', reject);
    }).on('error', reject);
  });
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (status !== 200) throw new Error(`the export answered ${status}`);

  const growth = (peak - baseline) / MB;
  console.log(
    `export of the bench volume + ${ATTACHMENTS} × ${ATTACHMENT_BYTES / MB} MB attachments (PGlite, in-process, over HTTP)`,
  );
  console.log(`  archive:          ${(bytes / MB).toFixed(1)} MB`);
  console.log(
    `  time:             ${(elapsed / 1000).toFixed(2)} s (${(bytes / MB / (elapsed / 1000)).toFixed(0)} MB/s)`,
  );
  console.log(`  RSS before:       ${(baseline / MB).toFixed(1)} MB`);
  console.log(`  RSS peak:         ${(peak / MB).toFixed(1)} MB`);
  console.log(
    `  peak RSS growth:  ${growth.toFixed(1)} MB (target ≤ ${TARGET_GROWTH_MB} MB): ${growth <= TARGET_GROWTH_MB ? 'met' : 'NOT met'}`,
  );
} finally {
  await t.close();
}
