import type { TripMembersAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { join, newTrip, person, type Person } from './testing/shared-trip';

/*
 * Handing a trip over, as an owner's hand-overs race each other on two instances of the app, and what
 * becomes of the invitations the former owner sent.
 */
describe.each(engines)('handing a trip over, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const members = async (as: Person, tripId: string) =>
    (await as.call('GET', `/trips/${tripId}/members`)).json<TripMembersAnswer>();

  it('to several members at once, on two instances, gives the trip to one: the others answer 409 or 403', async () => {
    const second = await t.anotherInstance();
    try {
      const owner = await person(t, 'Olga Owner');
      const tripId = await newTrip(owner);
      const editors = await Promise.all(
        Array.from({ length: 6 }, (_, index) => person(t, `Editor ${index + 1}`)),
      );
      for (const editor of editors) await join(t, owner, tripId, editor, 'editor');

      const answers = await Promise.all(
        editors.map((editor, index) =>
          (index % 2 === 0 ? t.app : second).inject({
            method: 'PATCH',
            url: `/api/trips/${tripId}/members/${editor.userId}`,
            headers: owner.auth,
            payload: { role: 'owner' },
          }),
        ),
      );

      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        statuses.join(),
      ).toHaveLength(1);
      expect(
        statuses.every((status) => [200, 403, 409].includes(status)),
        statuses.join(),
      ).toBe(true);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json<{ error: string }>().error).toBe('trip_handed_over');
      }
      const newOwner = editors[statuses.indexOf(200)];
      const roles = (await members(owner, tripId)).members.map((member) => [member.userId, member.role]);
      expect(roles.filter(([, role]) => role === 'owner')).toEqual([[newOwner?.userId, 'owner']]);
      expect(roles).toContainEqual([owner.userId, 'editor']);
    } finally {
      await second.close();
    }
  });

  it('ends the invitations the former owner sent: the new owner invites whom they choose', async () => {
    const [owner, heir, friend] = await Promise.all([
      person(t, 'Olga Owner'),
      person(t, 'Hugo Heir'),
      person(t, 'Fatima Friend'),
    ]);
    const tripId = await newTrip(owner);
    await join(t, owner, tripId, heir, 'editor');
    const invited = await owner.call('POST', `/trips/${tripId}/invitations`, {
      email: friend.email,
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const token = (await t.smtp.nextMailTo(friend.email)).link.split('/').pop() ?? '';

    const handed = await owner.call('PATCH', `/trips/${tripId}/members/${heir.userId}`, { role: 'owner' });
    expect(handed.statusCode).toBe(200);
    expect((await members(heir, tripId)).invitations).toEqual([]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(shown.statusCode).toBe(410);
    expect(shown.json<{ error: string }>().error).toBe('invitation_revoked');
    expect((await friend.call('POST', `/invitations/${token}/accept`)).statusCode).toBe(410);

    await join(t, heir, tripId, friend, 'viewer');
    expect((await members(heir, tripId)).members.map((member) => [member.name, member.role])).toEqual([
      ['Hugo Heir', 'owner'],
      ['Olga Owner', 'editor'],
      ['Fatima Friend', 'viewer'],
    ]);
  });
});
