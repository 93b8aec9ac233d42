/**
 * Dates that act, timed in-process (Fastify inject: the server's time, no socket) on PGlite and, when
 * reachable, on the local PostgreSQL server:
 *
 * - the calendar feed of a shared trip with 500 dated items (100 lists, each with 4 tasks due) read
 *   200 times unchanged (as calendar apps read it, every hour: the document is written once and kept),
 *   p50 and p99 (target p99 ≤ 50 ms); and 30 times each just after a task's due day moved (the document
 *   written again);
 * - finding the due reminders with 100,000 users' settings in the database, each user with a trip of
 *   their own dated over three years: the one query (itemsForReminders) and the whole look
 *   (dueReminders) 30 times each, p50 and p99, and the query's plan, which must read the date indexes.
 *
 *   npm run bench:calendar            (TEST_DATABASE_URL for PostgreSQL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TodoListAnswer } from '@wayfarer/core';
import { dueReminders } from '../apps/server/src/calendar/reminders';
import { itemsForReminders } from '../apps/server/src/calendar/dated-items';
import { startTestApp, type TestApp } from '../apps/server/src/testing/test-app';
import type { Engine } from '../apps/server/src/testing/test-database';
import { person, sharedTrip } from '../apps/server/src/trip/testing/shared-trip';

const LISTS = 100;
const TASKS_PER_LIST = 4;
const FEED_READS = 200;
const USERS = 100_000;
const LOOKS = 30;
const DAY_MS = 86_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    await run();
    if (i >= 5) times.push(performance.now() - started);
  }
  return times;
}

async function feedBench(t: TestApp) {
  const { owner, viewer } = await sharedTrip(t);
  let lastTask = '';
  for (let i = 0; i < LISTS; i++) {
    const list = (
      await owner.call('POST', '/todolist', {
        title: `List ${i}`,
        description: 'Bench.',
        color: '#3B9AF5',
        date: Date.now() + (i + 1) * DAY_MS,
      })
    ).json<TodoListAnswer>();
    for (let j = 0; j < TASKS_PER_LIST; j++) {
      const dueDate = new Date(Date.now() + (i + j + 2) * DAY_MS).toISOString().slice(0, 10);
      lastTask = (
        await owner.call('POST', '/todolist/tasks', {
          title: `Task ${i}.${j}`,
          description: 'Bench.',
          toDoListId: list.id,
          dueDate,
        })
      ).json<{ id: string }>().id;
    }
  }
  const { url } = (await viewer.call('POST', '/calendar/feed')).json<{ url: string }>();
  const path = new URL(url).pathname;
  let events = 0;
  const readFeed = async () => {
    const answer = await t.app.inject({ method: 'GET', url: path });
    if (answer.statusCode !== 200) throw new Error(`the feed answered ${answer.statusCode}`);
    events = answer.body.split('BEGIN:VEVENT').length - 1;
  };
  const times = await timed(FEED_READS, readFeed);
  const changed: number[] = [];
  for (let i = 0; i < 30; i++) {
    const dueDate = new Date(Date.now() + (200 + i) * DAY_MS).toISOString().slice(0, 10);
    await owner.call('PATCH', '/todolist/tasks', { id: lastTask, dueDate });
    const started = performance.now();
    await readFeed();
    changed.push(performance.now() - started);
  }
  return {
    events,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    changedP50: percentile(changed, 50),
    changedP99: percentile(changed, 99),
  };
}

/** 100,000 users, each with settings and a trip of their own on a day within three years. */
async function seedUsers(t: TestApp) {
  await t.db.execute(sql`
    insert into users (id, name, email, password_hash, time_zone)
    select gen_random_uuid(), 'Bench ' || n, 'bench' || n || '@example.com', 'x',
      (array['UTC','Europe/Lisbon','America/Sao_Paulo','Asia/Tokyo'])[1 + n % 4]
    from generate_series(1, ${USERS}) as n`);
  await t.db.execute(sql`
    insert into reminder_settings (user_id, email, days_before, time)
    select id, true, array[1, 7]::smallint[], '09:00' from users where email like 'bench%'`);
  await t.db.execute(sql`
    with made as (
      insert into trips (current_city, current_country, current_country_slug, trip_city, trip_country,
        trip_country_slug, trip_lat, trip_lon, when_day)
      select 'Lisbon', 'Portugal', 'PT', 'Tokyo', 'Japan', 'JP', 35.68, 139.69,
        current_date + (random() * 3 * 365)::int
      from generate_series(1, ${USERS})
      returning id),
    numbered as (select id, row_number() over () as n from made),
    people as (select id, row_number() over () as n from users where email like 'bench%')
    insert into trip_members (trip_id, user_id, role, current)
    select numbered.id, people.id, 'owner', true from numbered join people using (n)`);
  await t.db.execute(sql`analyze`);
}

async function reminderBench(t: TestApp, engine: Engine) {
  await seedUsers(t);
  const now = Date.now();
  const window = {
    fromDay: new Date(now - 2 * DAY_MS).toISOString().slice(0, 10),
    toDay: new Date(now + 16 * DAY_MS).toISOString().slice(0, 10),
  };
  let rows = 0;
  const query = await timed(LOOKS, async () => {
    rows = (await itemsForReminders(t.db, window)).length;
  });
  let due = 0;
  const look = await timed(LOOKS, async () => {
    due = (await dueReminders(t.db, now)).length;
  });
  const plan = (
    (await t.db.execute(
      sql`explain select id from trips where when_day between ${window.fromDay}::date and ${window.toDay}::date`,
    )) as unknown as {
      rows: Record<string, string>[];
    }
  ).rows
    .map((row) => Object.values(row)[0])
    .join(' ');
  return {
    engine,
    rows,
    due,
    queryP50: percentile(query, 50),
    queryP99: percentile(query, 99),
    lookP50: percentile(look, 50),
    lookP99: percentile(look, 99),
    usesIndex: /trips_when_day_idx/.test(plan),
  };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_DATABASE_URL = postgresUrl;
const engines: Engine[] = (await reachable(postgresUrl)) ? ['pglite', 'postgres'] : ['pglite'];

for (const engine of engines) {
  const t = await startTestApp(engine);
  try {
    await person(t);
    const feed = await feedBench(t);
    console.log(
      `${engine}: feed of ${feed.events} events, ${FEED_READS} reads: p50 ${ms(feed.p50)}, p99 ${ms(feed.p99)} (target ≤ 50 ms: ${feed.p99 <= 50 ? 'ok' : 'over'}); ` +
        `just after a change (written again): p50 ${ms(feed.changedP50)}, p99 ${ms(feed.changedP99)}`,
    );
    const reminders = await reminderBench(t, engine);
    console.log(
      `${engine}: due reminders with ${USERS.toLocaleString('en')} users' settings: query ${reminders.rows} rows, p50 ${ms(reminders.queryP50)}, p99 ${ms(reminders.queryP99)}; ` +
        `whole look (${reminders.due} due) p50 ${ms(reminders.lookP50)}, p99 ${ms(reminders.lookP99)}; trips' day index used: ${reminders.usesIndex ? 'yes' : 'NO'}`,
    );
    if (!reminders.usesIndex) process.exitCode = 1;
  } finally {
    await t.close();
  }
}
