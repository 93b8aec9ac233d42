import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { migrationsUpTo, openEmptyDatabase, type MigrationDatabase } from '../testing/migration-database';
import { engines } from '../testing/test-database';

/*
 * The migration to shared trips, on data as the previous version kept it: each user's trip becomes a trip
 * they own and their current one, their board and trip goals and costs become that trip's (with them as
 * the author), their entrances and domestic items stay theirs, and a user without a trip keeps their board.
 */

const BEFORE_SHARED_TRIPS = '0009_statement-level-version-triggers';

describe.each(engines)('the migration to shared trips on %s', (engine) => {
  let database: MigrationDatabase;
  let before: string;
  beforeAll(async () => {
    before = await migrationsUpTo(BEFORE_SHARED_TRIPS);
    database = await openEmptyDatabase(engine);
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it('makes each trip its user’s own, current, with their board and trip items, and leaves the rest theirs', async () => {
    const { run } = database;
    const [ana] = await run(
      sql`insert into users (name, email) values ('Ana', 'ana@example.com') returning id`,
    );
    const [rui] = await run(
      sql`insert into users (name, email) values ('Rui', 'rui@example.com') returning id`,
    );
    const anaId = String(ana!.id);
    const ruiId = String(rui!.id);
    await run(sql`insert into trips (user_id, current_city, current_country, current_country_slug, trip_city,
      trip_country, trip_country_slug, trip_lat, trip_lon, "when")
      values (${anaId}, 'Lisbon', 'Portugal', 'PT', 'Tokyo', 'Japan', 'JP', 35.68, 139.69, 1900000000000)`);
    const [list] = await run(sql`insert into todo_lists (user_id, title, description, color, date)
      values (${anaId}, 'Visa', 'Book it', '#FFFD00', 1) returning id`);
    const listId = String(list!.id);
    await run(
      sql`insert into todo_tasks (user_id, to_do_list_id, title, description) values (${anaId}, ${listId}, 'T', 'D')`,
    );
    await run(
      sql`insert into todo_comments (user_id, to_do_list_id, title, description) values (${anaId}, ${listId}, 'C', 'D')`,
    );
    await run(
      sql`insert into todo_uploads (file_name, user_id, mime_type, size) values ('0123456789abcdef0123456789abcdef.pdf', ${anaId}, 'application/pdf', 10)`,
    );
    await run(sql`insert into todo_attachments (user_id, to_do_list_id, title, file_name)
      values (${anaId}, ${listId}, 'A', '0123456789abcdef0123456789abcdef.pdf')`);
    const [tripGoal] = await run(sql`insert into finance_goals (user_id, type, title, color, value, icon)
      values (${anaId}, 2, 'Hotel', '#3B9AF5', 100, 3) returning id`);
    await run(sql`insert into finance_expenses (user_id, type, title, color, value, date, finances_goal_id)
      values (${anaId}, 2, 'Night', '#F5455C', 50, 1, ${String(tripGoal!.id)})`);
    const [homeGoal] = await run(sql`insert into finance_goals (user_id, type, title, color, value, icon)
      values (${anaId}, 1, 'Rent', '#3B9AF5', 100, 3) returning id`);
    await run(sql`insert into finance_expenses (user_id, type, title, color, value, date, finances_goal_id)
      values (${anaId}, 1, 'June', '#F5455C', 50, 1, ${String(homeGoal!.id)})`);
    await run(
      sql`insert into finance_entrances (user_id, title, color, value, date) values (${anaId}, 'Salary', '#FFFD00', 300, 1)`,
    );
    await run(
      sql`insert into todo_lists (user_id, title, description, color, date) values (${ruiId}, 'Before a trip', 'D', '#FFFD00', 1)`,
    );

    await database.migrate(migrationsFolder);

    const [trip] = await run(sql`select id, trip_city from trips`);
    const tripId = String(trip!.id);
    expect(trip!.trip_city).toBe('Tokyo');
    expect(await run(sql`select trip_id, user_id, role, current from trip_members`)).toEqual([
      { trip_id: tripId, user_id: anaId, role: 'owner', current: true },
    ]);
    for (const table of ['todo_lists', 'todo_tasks', 'todo_comments', 'todo_attachments']) {
      const rows = await run(
        sql`select trip_id, user_id, created_by from ${sql.identifier(table)} where created_by = ${anaId}`,
      );
      expect(rows, table).toEqual([{ trip_id: tripId, user_id: null, created_by: anaId }]);
    }
    expect(
      await run(sql`select type, trip_id, user_id, created_by from finance_goals order by type`),
    ).toEqual([
      { type: 1, trip_id: null, user_id: anaId, created_by: anaId },
      { type: 2, trip_id: tripId, user_id: null, created_by: anaId },
    ]);
    expect(await run(sql`select type, trip_id, user_id from finance_expenses order by type`)).toEqual([
      { type: 1, trip_id: null, user_id: anaId },
      { type: 2, trip_id: tripId, user_id: null },
    ]);
    expect(await run(sql`select user_id from finance_entrances`)).toEqual([{ user_id: anaId }]);
    expect(
      await run(sql`select trip_id, user_id, created_by from todo_lists where created_by = ${ruiId}`),
    ).toEqual([{ trip_id: null, user_id: ruiId, created_by: ruiId }]);
    // The counters of the held answers follow each scope from now on.
    await run(sql`update todo_lists set title = 'Visa!' where id = ${listId}`);
    const [counter] = await run(sql`select todo from trip_versions where trip_id = ${tripId}`);
    expect(Number(counter!.todo)).toBeGreaterThan(0);
  });
});
