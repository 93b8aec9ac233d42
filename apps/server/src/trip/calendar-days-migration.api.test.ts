import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { migrationsUpTo, openEmptyDatabase, type MigrationDatabase } from '../testing/migration-database';
import { engines } from '../testing/test-database';

/*
 * The migration to calendar days, on instants as the previous version stored them: each becomes the day
 * its author saw, in their account's zone (a list's or a cost's author, a personal item's owner, else the
 * trip's owner), written late in the evening in São Paulo and New York and just after midnight in Tokyo,
 * each the other side of midnight in UTC. Noon UTC exactly is a day this server answered; a day past 9999
 * becomes 9999-12-31.
 */

const BEFORE_CALENDAR_DAYS = '0014_idempotency-keys';

/** An instant as a local time with its offset, as epoch ms for a bigint column. */
const at = (localTime: string) => sql`${String(Date.parse(localTime))}::bigint`;
const noonUtc = (day: string) => at(`${day}T12:00:00Z`);
const YEAR_10000 = at('+010000-01-05T00:00:00Z');

describe.each(engines)('the migration to calendar days on %s', (engine) => {
  let database: MigrationDatabase;
  let before: string;
  beforeAll(async () => {
    before = await migrationsUpTo(BEFORE_CALENDAR_DAYS);
    database = await openEmptyDatabase(engine);
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it('turns every stored instant into the day its author saw', async () => {
    const { run } = database;
    const user = async (name: string, timeZone: string) => {
      const [row] = await run(sql`insert into users (name, email, time_zone)
        values (${name}, ${`${name.toLowerCase()}@example.com`}, ${timeZone}) returning id`);
      return String(row!.id);
    };
    const ana = await user('Ana', 'America/Sao_Paulo');
    const bruno = await user('Bruno', 'America/New_York');
    const kenji = await user('Kenji', 'Asia/Tokyo');
    const kiri = await user('Kiri', 'Pacific/Kiritimati');

    const trip = async (city: string, owner: string, when: ReturnType<typeof sql>) => {
      const [row] = await run(sql`insert into trips (current_city, current_country, current_country_slug,
        trip_city, trip_country, trip_country_slug, trip_lat, trip_lon, "when")
        values ('Home', 'Brazil', 'BR', ${city}, 'Portugal', 'PT', 38.7, -9.1, ${when}) returning id`);
      const tripId = String(row!.id);
      await run(sql`insert into trip_members (trip_id, user_id, role, current)
        values (${tripId}, ${owner}, 'owner', true)`);
      return tripId;
    };
    const lisbon = await trip('Lisbon', ana, at('2027-02-15T23:30:00-03:00'));
    const porto = await trip('Porto', kenji, at('2027-03-01T00:30:00+09:00'));
    await trip('Faro', kiri, noonUtc('2027-04-10'));
    await trip('Braga', bruno, YEAR_10000);
    for (const member of [bruno, kenji]) {
      await run(
        sql`insert into trip_members (trip_id, user_id, role) values (${lisbon}, ${member}, 'editor')`,
      );
    }

    const list = (
      title: string,
      scope: { tripId?: string; userId?: string },
      author: string | null,
      date: ReturnType<typeof sql>,
    ) =>
      run(sql`insert into todo_lists (trip_id, user_id, created_by, title, description, color, date)
        values (${scope.tripId ?? null}, ${scope.userId ?? null}, ${author}, ${title}, 'D', '#FFFD00', ${date})`);
    await list('Bruno’s evening', { tripId: lisbon }, bruno, at('2026-12-20T23:30:00-05:00'));
    await list('Kenji’s night', { tripId: lisbon }, kenji, at('2026-12-06T00:30:00+09:00'));
    await list('A former member’s', { tripId: porto }, null, at('2026-12-07T00:30:00+09:00'));
    await list('Ana’s own', { userId: ana }, ana, at('2026-11-30T23:30:00-03:00'));
    await list('Answered at noon', { userId: kiri }, kiri, noonUtc('2026-12-24'));
    await list('Past 9999', { tripId: lisbon }, ana, YEAR_10000);

    const entrance = (title: string, userId: string, date: ReturnType<typeof sql>) =>
      run(sql`insert into finance_entrances (user_id, title, color, value, date)
        values (${userId}, ${title}, '#FFFD00', 100, ${date})`);
    await entrance('Ana’s income', ana, at('2026-12-06T23:30:00-03:00'));
    await entrance('Kenji’s income', kenji, at('2026-12-07T00:30:00+09:00'));
    await entrance('Bruno’s income', bruno, at('2026-12-31T23:30:00-05:00'));

    const expense = (
      title: string,
      scope: { tripId?: string; userId?: string },
      author: string | null,
      date: ReturnType<typeof sql>,
    ) =>
      run(sql`insert into finance_expenses (trip_id, user_id, created_by, type, title, color, value, date)
        values (${scope.tripId ?? null}, ${scope.userId ?? null}, ${author}, ${scope.tripId ? 2 : 1},
          ${title}, '#F5455C', 100, ${date})`);
    await expense('Ana’s cost', { tripId: lisbon }, ana, at('2027-01-10T23:30:00-03:00'));
    await expense('Bruno’s cost', { tripId: lisbon }, bruno, at('2027-01-11T23:30:00-05:00'));
    await expense('Kenji’s domestic', { userId: kenji }, kenji, at('2027-01-12T00:30:00+09:00'));
    await expense('A former member’s cost', { tripId: lisbon }, null, at('2027-01-13T23:30:00-03:00'));
    await expense('Past 9999 too', { userId: ana }, ana, YEAR_10000);

    await database.migrate(migrationsFolder);

    const days = async (table: string, name: string, day: string) =>
      Object.fromEntries(
        (
          await run(
            sql`select ${sql.identifier(name)} as name, ${sql.identifier(day)}::text as day from ${sql.identifier(table)}`,
          )
        ).map((row) => [row.name, row.day]),
      );
    expect(await days('trips', 'trip_city', 'when_day')).toEqual({
      Lisbon: '2027-02-15',
      Porto: '2027-03-01',
      Faro: '2027-04-10',
      Braga: '9999-12-31',
    });
    expect(await days('todo_lists', 'title', 'date_day')).toEqual({
      'Bruno’s evening': '2026-12-20',
      'Kenji’s night': '2026-12-06',
      'A former member’s': '2026-12-07',
      'Ana’s own': '2026-11-30',
      'Answered at noon': '2026-12-24',
      'Past 9999': '9999-12-31',
    });
    expect(await days('finance_entrances', 'title', 'date_day')).toEqual({
      'Ana’s income': '2026-12-06',
      'Kenji’s income': '2026-12-07',
      'Bruno’s income': '2026-12-31',
    });
    expect(await days('finance_expenses', 'title', 'date_day')).toEqual({
      'Ana’s cost': '2027-01-10',
      'Bruno’s cost': '2027-01-11',
      'Kenji’s domestic': '2027-01-12',
      'A former member’s cost': '2027-01-13',
      'Past 9999 too': '9999-12-31',
    });
  });
});
