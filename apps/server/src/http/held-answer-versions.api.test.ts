import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleOverPostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleOverPglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { expenseBody, goalBody } from '../finances/testing/finance-client';
import { readFinances } from '../finances/state-repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { readBoard } from '../todo/list-repository';
import { listBody } from '../todo/testing/todo-client';
import { newTrip, person } from '../trip/testing/shared-trip';

/*
 * GET /todolist and GET /finances send a held answer again while the owner's counter has not moved
 * (answer-cache.ts), and only triggers move the counters: the migrations put them on the tables the
 * answers read (0005, then 0009 to 0011). A table that one of the answers reads and no trigger watches
 * would leave every instance sending an answer that a change of that table never reached. So the
 * statements that build each answer are read as they run, and every table they name must move the
 * answer's counter when it changes.
 */

/** The database, its statements written to `statements` as they are sent. */
function withStatementLog(db: Db, statements: string[]): Db {
  const client = (db as Db & { $client: PGlite | pg.Pool }).$client;
  const options = { schema, logger: { logQuery: (query: string) => void statements.push(query) } };
  return client instanceof PGlite ? drizzleOverPglite(client, options) : drizzleOverPostgres(client, options);
}

/** The tables the statements read from or join. */
function tablesOf(statements: readonly string[]): string[] {
  const named = statements.flatMap((text) => [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)]);
  return [...new Set(named.map(([, table]) => table ?? ''))].filter(Boolean).sort();
}

/** pg_trigger's tgtype bits for the events. */
const EVENTS = { INSERT: 1 << 2, DELETE: 1 << 3, UPDATE: 1 << 4 } as const;
type Event = keyof typeof EVENTS;

/**
 * A table read only for the names of who added an item: a changed name moves the counters (its update
 * trigger), while its rows come and go with items that their own tables' triggers see.
 */
const READ_FOR_NAMES = new Set(['users']);

describe.each(engines)('the tables of the held answers on %s', (engine) => {
  let t: TestApp;
  const built: Record<'todo' | 'finances', string[]> = { todo: [], finances: [] };
  /** The events of each table whose triggers move each counter. */
  let watched: (table: string, counter: 'todo' | 'finances') => Event[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    // A trip's board and finances with an item of each kind, so that every read of the answers runs (the
    // names of who added them among them).
    const owner = await person(t, 'Olga Owner');
    const tripId = await newTrip(owner);
    const list = (await owner.call('POST', '/todolist', listBody())).json<{ id: string }>();
    await owner.call('POST', '/todolist/tasks', { toDoListId: list.id, title: 'Passport' });
    await owner.call('POST', '/todolist/comments', { toDoListId: list.id, title: 'Note', description: 'x' });
    await owner.call('POST', '/finances/goals', goalBody({ type: 2 }));
    await owner.call('POST', '/finances/expenses', expenseBody({ type: 2 }));

    const reach = { userId: owner.userId, tripScope: { tripId } };
    await readBoard(withStatementLog(t.db, built.todo), { tripId });
    await readFinances(withStatementLog(t.db, built.finances), reach);

    const { rows: triggers } = (await t.db.execute(sql`
      select c.relname as "table", t.tgtype as "type", p.prosrc as "body"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal`)) as unknown as { rows: { table: string; type: number; body: string }[] };
    watched = (table, counter) => {
      // The function raises the counter of the user's own data or of the trip's.
      const raises = new RegExp(`"${counter}" = "(?:answer|trip)_versions"\\."${counter}" \\+ 1`);
      const moving = triggers.filter((trigger) => trigger.table === table && raises.test(trigger.body));
      return (Object.keys(EVENTS) as Event[]).filter((event) =>
        moving.some((trigger) => (trigger.type & EVENTS[event]) !== 0),
      );
    };
  });
  afterAll(() => t.close());

  it('reads the board and the finances where the statements say (the check below sees every table)', () => {
    expect(tablesOf(built.todo)).toEqual(
      expect.arrayContaining(['todo_attachments', 'todo_comments', 'todo_lists', 'todo_tasks', 'users']),
    );
    expect(tablesOf(built.finances)).toEqual(
      expect.arrayContaining(['finance_entrances', 'finance_expenses', 'finance_goals', 'users']),
    );
  });

  it.each(['todo', 'finances'] as const)(
    'moves the %s counter on every change of a table its answer reads',
    (counter) => {
      for (const table of tablesOf(built[counter])) {
        const needed: Event[] = READ_FOR_NAMES.has(table) ? ['UPDATE'] : ['INSERT', 'UPDATE', 'DELETE'];
        expect({ table, events: watched(table, counter) }).toEqual({
          table,
          events: expect.arrayContaining(needed),
        });
      }
    },
  );
});
