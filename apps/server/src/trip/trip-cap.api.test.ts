import { TRIPS_MAX_PER_USER } from '@wayfarer/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { LISBON_TO_TOKYO } from '../testing/trips';
import { newTrip, person, type Person } from './testing/shared-trip';
import { tripMembers } from './trip-schema';

const DAY_MS = 86_400_000;
const tripBody = () => ({ ...LISBON_TO_TOKYO, when: Date.now() + 30 * DAY_MS });
const FULL_MESSAGE = `One person may plan at most ${TRIPS_MAX_PER_USER} trips, their own and those they joined: delete or leave one to add another.`;

describe.each(engines)('trips one person may belong to on %s', (engine) => {
  let t: TestApp;
  let second: FastifyInstance;

  const tripsOf = async (someone: Person) => {
    const [held] = await t.db
      .select({ trips: count() })
      .from(tripMembers)
      .where(eq(tripMembers.userId, someone.userId));
    return held?.trips ?? 0;
  };

  /** Makes the person's trips up to `total`, one after the other. */
  async function tripsUpTo(someone: Person, total: number) {
    for (let held = await tripsOf(someone); held < total; held++) await newTrip(someone);
  }

  /** An invitation of the person to a new trip of someone else's: its link's token. */
  async function invitationFor(someone: Person): Promise<string> {
    const host = await person(t, 'Hana Host');
    const tripId = await newTrip(host);
    const invited = await host.call('POST', `/trips/${tripId}/invitations`, {
      email: someone.email,
      role: 'editor',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    return (await t.smtp.nextMailTo(someone.email)).link.split('/').pop() ?? '';
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await t.anotherInstance();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it(`takes ${TRIPS_MAX_PER_USER} trips, then answers 409 and creates none`, async () => {
    const planner = await person(t, 'Paula Planner');
    await tripsUpTo(planner, TRIPS_MAX_PER_USER);
    const refused = await planner.call('POST', '/trip', tripBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'limit_reached', message: FULL_MESSAGE });
    expect(await tripsOf(planner)).toBe(TRIPS_MAX_PER_USER);
  });

  it('refuses to accept an invitation past the cap, and takes it once a trip is deleted', async () => {
    const joiner = await person(t, 'Jonas Joiner');
    const token = await invitationFor(joiner);
    await tripsUpTo(joiner, TRIPS_MAX_PER_USER);
    const refused = await joiner.call('POST', `/invitations/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toHaveProperty('error', 'limit_reached');
    expect(await tripsOf(joiner)).toBe(TRIPS_MAX_PER_USER);

    const [current] = (await joiner.call('GET', '/trips')).json<{ id: string }[]>();
    expect((await joiner.call('DELETE', `/trips/${current!.id}`)).statusCode).toBe(204);
    const accepted = await joiner.call('POST', `/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await tripsOf(joiner)).toBe(TRIPS_MAX_PER_USER);
  });

  it('counts trips made at once on two instances one after the other, never past the cap', async () => {
    const racer = await person(t, 'Rita Racer');
    await tripsUpTo(racer, TRIPS_MAX_PER_USER - 1);
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/trip', headers: racer.auth, payload: tripBody() });
    const answers = await Promise.all([t.app, second, t.app, second, t.app, second].map(send));
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await tripsOf(racer)).toBe(TRIPS_MAX_PER_USER);
  });
});
