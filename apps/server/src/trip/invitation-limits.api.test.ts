import type { TripMembersAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { join, newTrip, person, type Person } from './testing/shared-trip';

/*
 * How many invitations an account may have out: pending on one trip, and sent within a day over all its
 * trips, whatever client addresses the requests come from and however many are sent at once.
 */
describe.each(engines)('the limits on invitations, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { INVITATION_MAX_PENDING_PER_TRIP: '3', INVITATION_MAX_PER_DAY: '5' });
  });
  afterAll(() => t.close());

  let addresses = 0;
  /** An invitation from a client address of its own, as from a botnet. */
  const invite = (as: Person, tripId: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}/invitations`,
      headers: as.auth,
      remoteAddress: `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
      payload: { email, role: 'viewer' },
    });
  const pendingOf = async (as: Person, tripId: string) =>
    (await as.call('GET', `/trips/${tripId}/members`)).json<TripMembersAnswer>().invitations;
  let guests = 0;
  const guest = () => `guest-${++guests}@example.com`;

  it('keep a trip to 3 pending invitations (409 limit_reached), a new one to an address replacing its own', async () => {
    const owner = await person(t, 'Olga Owner');
    const tripId = await newTrip(owner);
    const [first, second, third] = [guest(), guest(), guest()];
    for (const email of [first, second, third])
      expect((await invite(owner, tripId, email)).statusCode).toBe(201);

    const refused = await invite(owner, tripId, guest());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'limit_reached',
      message:
        'A trip holds at most 3 pending invitations: revoke one, or wait until one is accepted, to invite someone else.',
    });
    expect((await invite(owner, tripId, second)).statusCode).toBe(201);
    const pending = await pendingOf(owner, tripId);
    expect(pending.map((invitation) => invitation.email).sort()).toEqual([first, second, third].sort());

    const revoked = pending.find((invitation) => invitation.email === first);
    expect((await owner.call('DELETE', `/trips/${tripId}/invitations/${revoked?.id}`)).statusCode).toBe(204);
    expect((await invite(owner, tripId, guest())).statusCode).toBe(201);
  });

  it('hold against many sent at once: 3 of 8 are pending, the rest answer 409', async () => {
    const owner = await person(t, 'Olga Owner');
    const tripId = await newTrip(owner);
    const answers = await Promise.all(Array.from({ length: 8 }, () => invite(owner, tripId, guest())));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await pendingOf(owner, tripId)).toHaveLength(3);
  });

  it('let one account send 5 a day over all its trips and addresses at once: the rest answer 429 with Retry-After', async () => {
    const owner = await person(t, 'Olga Owner');
    const trips: string[] = [];
    for (let index = 0; index < 4; index++) trips.push(await newTrip(owner));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => invite(owner, trips[index % 4] ?? '', guest())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([429, 429, 429, 429, 429]);
    const [one] = refused;
    expect(one?.json()).toEqual({
      error: 'too_many_invitations',
      message: 'You sent 5 invitations within a day, the most allowed. Try again in 24 hour(s).',
    });
    expect(Number(one?.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('count only what was sent: an address already a member is no invitation', async () => {
    const owner = await person(t, 'Olga Owner');
    const member = await person(t, 'Mario Member');
    const tripId = await newTrip(owner);
    await join(t, owner, tripId, member, 'viewer');
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await invite(owner, tripId, member.email)).statusCode).toBe(409);
    }
    const other = await newTrip(owner);
    for (let sent = 0; sent < 3; sent++) expect((await invite(owner, other, guest())).statusCode).toBe(201);
    expect((await invite(owner, tripId, guest())).statusCode).toBe(201);
    expect((await invite(owner, tripId, guest())).statusCode).toBe(429);
  });
});
