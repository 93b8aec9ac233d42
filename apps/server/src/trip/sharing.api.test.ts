import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Trip, TripMembersAnswer, TripSummary } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { SAO_PAULO_TO_LISBON } from '../testing/trips';
import { samplePdf } from '../todo/testing/sample-attachments';
import { listBody } from '../todo/testing/todo-client';
import { join, newTrip, person, sharedTrip, type Person } from './testing/shared-trip';
import { tripInvitations } from './trip-schema';

/*
 * A trip planned together: invitations by e-mail, roles, handing over, leaving, removing and deleting,
 * and what stays each person's own. The role of each member on every route of the board and the
 * finances is walked in role-matrix.api.test.ts.
 */
describe.each(engines)('shared trips on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { PUBLIC_URL: 'https://wayfarer.example' });
  });
  afterAll(() => t.close());

  const members = async (as: Person, tripId: string) =>
    (await as.call('GET', `/trips/${tripId}/members`)).json<TripMembersAnswer>();
  const tripsOf = async (as: Person) => (await as.call('GET', '/trips')).json<TripSummary[]>();
  const invite = (as: Person, tripId: string, email: string, role = 'editor') =>
    as.call('POST', `/trips/${tripId}/invitations`, { email, role });
  /** The token of the newest invitation mailed to the address. */
  const mailedToken = async (email: string) => {
    const mail = await t.smtp.nextMailTo(email);
    expect(mail.link).toMatch(/^https:\/\/wayfarer\.example\/invitation\/[A-Za-z0-9_-]{43}$/);
    return mail.link.split('/').pop() ?? '';
  };

  describe('an invitation', () => {
    it('mails a link that shows who invites to which trip, and joins its account as the role it names', async () => {
      const owner = await person(t, 'Olga Owner');
      const friend = await person(t, 'Fatima Friend');
      const tripId = await newTrip(owner);
      const { when, whenDay } = (await owner.call('GET', '/trip')).json<Trip>();
      const invited = await invite(owner, tripId, friend.email.toUpperCase(), 'viewer');
      expect(invited.statusCode).toBe(201);
      const mail = await t.smtp.nextMailTo(friend.email);
      expect(mail.subject).toBe('Olga Owner invites you to plan a trip to Tokyo on Wayfarer');
      const token = mail.link.split('/').pop() ?? '';

      const shown = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        tripCity: 'Tokyo',
        tripCountry: 'Japan',
        tripCountrySlug: 'JP',
        when,
        whenDay,
        invitedBy: 'Olga Owner',
        email: friend.email,
        role: 'viewer',
        expiresAt: expect.any(Number),
      });
      expect((await members(owner, tripId)).invitations).toEqual([
        { id: invited.json().id, email: friend.email, role: 'viewer', expiresAt: shown.json().expiresAt },
      ]);

      const accepted = await friend.call('POST', `/invitations/${token}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ tripId });
      expect((await friend.call('GET', '/trip')).json()).toMatchObject({ tripCity: 'Tokyo' });
      expect(await tripsOf(friend)).toEqual([
        {
          id: tripId,
          tripCity: 'Tokyo',
          tripCountry: 'Japan',
          tripCountrySlug: 'JP',
          when,
          whenDay,
          returnDate: null,
          role: 'viewer',
          current: true,
          memberCount: 2,
        },
      ]);
      const both = await members(owner, tripId);
      expect(both.members.map(({ name, role }) => [name, role])).toEqual([
        ['Olga Owner', 'owner'],
        ['Fatima Friend', 'viewer'],
      ]);
      expect(both.invitations).toEqual([]);
      // A member who is not the owner sees the members, never the invitations.
      expect((await members(friend, tripId)).invitations).toEqual([]);
    });

    it('is refused to another account (403), and works once (410 when used again)', async () => {
      const owner = await person(t);
      const friend = await person(t);
      const other = await person(t);
      const tripId = await newTrip(owner);
      await invite(owner, tripId, friend.email);
      const token = await mailedToken(friend.email);
      const wrong = await other.call('POST', `/invitations/${token}/accept`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toBe('wrong_account');
      expect((await members(owner, tripId)).members).toHaveLength(1);
      expect((await friend.call('POST', `/invitations/${token}/accept`)).statusCode).toBe(200);
      const again = await friend.call('POST', `/invitations/${token}/accept`);
      expect(again.statusCode).toBe(410);
      expect(again.json().error).toBe('invitation_used');
      expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(410);
    });

    it('dies when revoked by the owner (410), and only the owner may revoke it', async () => {
      const { tripId, owner, editor } = await sharedTrip(t);
      const friend = await person(t);
      const { id } = (await invite(owner, tripId, friend.email)).json<{ id: string }>();
      const token = await mailedToken(friend.email);
      const byEditor = await editor.call('DELETE', `/trips/${tripId}/invitations/${id}`);
      expect(byEditor.statusCode).toBe(403);
      expect(byEditor.json().error).toBe('forbidden_role');
      expect((await owner.call('DELETE', `/trips/${tripId}/invitations/${id}`)).statusCode).toBe(204);
      expect((await owner.call('DELETE', `/trips/${tripId}/invitations/${id}`)).statusCode).toBe(404);
      const accepted = await friend.call('POST', `/invitations/${token}/accept`);
      expect(accepted.statusCode).toBe(410);
      expect(accepted.json().error).toBe('invitation_revoked');
    });

    it('expires after 7 days (410), and a forged or unknown token is not found (404, 400 for a malformed one)', async () => {
      const owner = await person(t);
      const friend = await person(t);
      const tripId = await newTrip(owner);
      const { id } = (await invite(owner, tripId, friend.email)).json<{ id: string }>();
      const token = await mailedToken(friend.email);
      const [row] = await t.db.select().from(tripInvitations).where(eq(tripInvitations.id, id));
      // Made by the clocks of the app and of the database: a few ms apart.
      expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 7 * 86_400_000)).toBeLessThan(
        1000,
      );
      expect(row!.tokenHash).not.toContain(token);
      await t.db
        .update(tripInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tripInvitations.id, id));
      const expired = await friend.call('POST', `/invitations/${token}/accept`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('invitation_expired');
      expect((await friend.call('POST', `/invitations/${'A'.repeat(43)}/accept`)).statusCode).toBe(404);
      expect((await friend.call('POST', '/invitations/not-a-token/accept')).statusCode).toBe(400);
      expect((await members(owner, tripId)).members).toHaveLength(1);
    });

    it('is the owner’s alone to send: 403 to an editor or viewer, 404 to a stranger; 409 for a member', async () => {
      const { tripId, owner, editor, viewer, stranger } = await sharedTrip(t);
      for (const member of [editor, viewer]) {
        const refused = await invite(member, tripId, 'someone@example.com');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('forbidden_role');
      }
      const byStranger = await invite(stranger, tripId, 'someone@example.com');
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json().error).toBe('trip_not_found');
      const member = await invite(owner, tripId, editor.email);
      expect(member.statusCode).toBe(409);
      expect(member.json().error).toBe('already_member');
    });

    it('counts against the mail limits of the address it is sent to', async () => {
      const limited = await startTestApp(engine, { MAIL_MAX_PER_EMAIL: '2' });
      try {
        const owner = await person(limited);
        const tripId = await newTrip(owner);
        const statuses = [];
        for (let attempt = 0; attempt < 3; attempt++) {
          statuses.push(
            (
              await owner.call('POST', `/trips/${tripId}/invitations`, {
                email: 'target@example.com',
                role: 'viewer',
              })
            ).statusCode,
          );
        }
        expect(statuses).toEqual([201, 201, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('members', () => {
    it('hand the trip over: the new owner may delete it, the old one is an editor', async () => {
      const { tripId, owner, editor } = await sharedTrip(t);
      const handed = await owner.call('PATCH', `/trips/${tripId}/members/${editor.userId}`, {
        role: 'owner',
      });
      expect(handed.statusCode).toBe(200);
      expect(handed.json<TripMembersAnswer>().invitations).toEqual([]);
      const roles = Object.fromEntries((await members(editor, tripId)).members.map((m) => [m.name, m.role]));
      expect(roles).toEqual({ 'Olga Owner': 'editor', 'Eduardo Editor': 'owner', 'Vera Viewer': 'viewer' });
      expect((await owner.call('DELETE', `/trips/${tripId}`)).statusCode).toBe(403);
      expect(
        (await owner.call('PATCH', `/trips/${tripId}/members/${editor.userId}`, { role: 'viewer' }))
          .statusCode,
      ).toBe(403);
    });

    it('change roles by the owner only; the owner’s own role changes only by handing over (409)', async () => {
      const { tripId, owner, editor, viewer } = await sharedTrip(t);
      expect(
        (await owner.call('PATCH', `/trips/${tripId}/members/${viewer.userId}`, { role: 'editor' }))
          .statusCode,
      ).toBe(200);
      expect((await tripsOf(viewer))[0]?.role).toBe('editor');
      const byEditor = await editor.call('PATCH', `/trips/${tripId}/members/${viewer.userId}`, {
        role: 'viewer',
      });
      expect(byEditor.statusCode).toBe(403);
      const self = await owner.call('PATCH', `/trips/${tripId}/members/${owner.userId}`, { role: 'viewer' });
      expect(self.statusCode).toBe(409);
      expect(self.json().error).toBe('owner_role');
      const nobody = await owner.call('PATCH', `/trips/${tripId}/members/${crypto.randomUUID()}`, {
        role: 'viewer',
      });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().error).toBe('member_not_found');
    });

    it('leave (204), and land on another trip of theirs or on "no trip" (210); the owner cannot leave (409)', async () => {
      const { tripId, owner, editor, viewer } = await sharedTrip(t);
      const ownTrip = await newTrip(editor, SAO_PAULO_TO_LISBON);
      await editor.call('PUT', '/trips/current', { tripId });
      expect((await editor.call('DELETE', `/trips/${tripId}/members/${editor.userId}`)).statusCode).toBe(204);
      expect((await tripsOf(editor)).map(({ id, current }) => [id, current])).toEqual([[ownTrip, true]]);
      expect((await editor.call('GET', '/trip')).json()).toMatchObject({ tripCity: 'Lisbon' });

      expect((await viewer.call('DELETE', `/trips/${tripId}/members/${viewer.userId}`)).statusCode).toBe(204);
      expect((await viewer.call('GET', '/trip')).statusCode).toBe(210);

      const owners = await owner.call('DELETE', `/trips/${tripId}/members/${owner.userId}`);
      expect(owners.statusCode).toBe(409);
      expect(owners.json().error).toBe('owner_cannot_leave');
    });

    it('are removed by the owner only; a removed member reaches the trip no more', async () => {
      const { tripId, owner, editor, viewer } = await sharedTrip(t);
      const byViewer = await viewer.call('DELETE', `/trips/${tripId}/members/${editor.userId}`);
      expect(byViewer.statusCode).toBe(403);
      const list = (await owner.call('POST', '/todolist', listBody({ title: 'Visa' }))).json<{
        id: string;
      }>();
      expect((await owner.call('DELETE', `/trips/${tripId}/members/${editor.userId}`)).statusCode).toBe(204);
      expect((await editor.call('GET', '/trip')).statusCode).toBe(210);
      expect((await editor.call('GET', `/trips/${tripId}/members`)).statusCode).toBe(404);
      expect((await editor.call('GET', '/todolist')).json()).toEqual([]);
      expect((await editor.call('DELETE', `/todolist?id=${list.id}`)).statusCode).toBe(404);
      expect((await editor.call('PUT', '/trips/current', { tripId })).statusCode).toBe(404);
      expect((await owner.call('GET', '/todolist')).json()).toHaveLength(1);
    });
  });

  describe('a trip', () => {
    it('is switched to by PUT /trips/current, only among the caller’s own trips', async () => {
      const owner = await person(t);
      const stranger = await person(t);
      const first = await newTrip(owner);
      const second = await newTrip(owner, SAO_PAULO_TO_LISBON);
      expect((await owner.call('GET', '/trip')).json()).toMatchObject({ tripCity: 'Lisbon' });
      expect((await owner.call('PUT', '/trips/current', { tripId: first })).json()).toEqual({
        tripId: first,
      });
      expect((await owner.call('GET', '/trip')).json()).toMatchObject({ tripCity: 'Tokyo' });
      expect((await stranger.call('PUT', '/trips/current', { tripId: second })).statusCode).toBe(404);
      // Each trip has a board of its own.
      await owner.call('POST', '/todolist', listBody({ title: 'Tokyo visa' }));
      await owner.call('PUT', '/trips/current', { tripId: second });
      expect((await owner.call('GET', '/todolist')).json()).toEqual([]);
    });

    it('is deleted by its owner with its board, goals, costs and files; its members land elsewhere', async () => {
      const { tripId, owner, editor, viewer } = await sharedTrip(t);
      const list = (await editor.call('POST', '/todolist', listBody())).json<{ id: string }>();
      const { payload, headers } = await import('../todo/testing/todo-client').then(({ multipartFile }) =>
        multipartFile(samplePdf()),
      );
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/todolist/attchaments/upload',
        headers: { ...editor.auth, ...headers },
        payload,
      });
      const { fileName } = upload.json<{ fileName: string }>();
      expect(
        (
          await editor.call('POST', '/todolist/attchaments', {
            title: 'Ticket',
            link: fileName,
            toDoListId: list.id,
          })
        ).statusCode,
      ).toBe(201);
      const stored = path.join(t.config.dataDir, 'uploads', 'attachments', fileName);
      expect(existsSync(stored)).toBe(true);
      await owner.call('POST', '/finances/goals', {
        title: 'Hotel',
        value: 100_000,
        color: '#3B9AF5',
        icon: 3,
        type: 2,
      });

      expect((await editor.call('DELETE', `/trips/${tripId}`)).statusCode).toBe(403);
      expect((await owner.call('DELETE', `/trips/${tripId}`)).statusCode).toBe(204);
      expect(existsSync(stored)).toBe(false);
      for (const member of [owner, editor, viewer]) {
        expect((await member.call('GET', '/trip')).statusCode).toBe(210);
        expect((await member.call('GET', '/todolist')).json()).toEqual([]);
        expect((await member.call('GET', '/finances')).json().trip.goals).toEqual([]);
      }
      expect((await owner.call('DELETE', `/trips/${tripId}`)).statusCode).toBe(404);
    });

    it('shares its board and its goals and costs, with who added each; entrances and domestic items stay each person’s', async () => {
      const { owner, editor, viewer } = await sharedTrip(t);
      await editor.call('POST', '/todolist', listBody({ title: 'Book flights' }));
      await editor.call('POST', '/finances/entraces', {
        title: 'Salary',
        color: '#FFFD00',
        value: 300_000,
        date: Date.now(),
      });
      await editor.call('POST', '/finances/goals', {
        title: 'Rent',
        value: 120_000,
        color: '#3B9AF5',
        icon: 3,
        type: 1,
      });
      await editor.call('POST', '/finances/goals', {
        title: 'Hotel',
        value: 90_000,
        color: '#3B9AF5',
        icon: 3,
        type: 2,
      });

      const seen = (await viewer.call('GET', '/todolist')).json<{ title: string; createdBy: unknown }[]>();
      expect(seen.map(({ title, createdBy }) => [title, createdBy])).toEqual([
        ['Book flights', { id: editor.userId, name: 'Eduardo Editor' }],
      ]);
      for (const member of [owner, viewer]) {
        const finances = (await member.call('GET', '/finances')).json();
        expect(finances.entraces).toEqual([]);
        expect(finances.domestic.goals).toEqual([]);
        expect(finances.trip.goals).toEqual([
          expect.objectContaining({
            title: 'Hotel',
            createdBy: { id: editor.userId, name: 'Eduardo Editor' },
          }),
        ]);
      }
      const own = (await editor.call('GET', '/finances')).json();
      expect(own.entraces).toHaveLength(1);
      expect(own.domestic.goals).toEqual([expect.not.objectContaining({ createdBy: expect.anything() })]);
      // A new name shows at once on what the member added.
      await editor.call('PATCH', '/userdetails', { name: 'Eduardo E.' });
      expect((await viewer.call('GET', '/todolist')).json()[0].createdBy.name).toBe('Eduardo E.');
    });

    it('takes in, as its owner’s first trip, what they planned before any trip', async () => {
      const early = await person(t);
      const passport = (await early.call('POST', '/todolist', listBody({ title: 'Passport' }))).json<{
        id: string;
      }>();
      const { payload, headers } = await import('../todo/testing/todo-client').then(({ multipartFile }) =>
        multipartFile(samplePdf()),
      );
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/todolist/attchaments/upload',
        headers: { ...early.auth, ...headers },
        payload,
      });
      const { fileName } = upload.json<{ fileName: string }>();
      for (const [url, body] of [
        ['/todolist/tasks', { title: 'Photos', description: 'Two.', toDoListId: passport.id }],
        ['/todolist/comments', { title: 'Consulate', description: 'Mornings.', toDoListId: passport.id }],
        ['/todolist/attchaments', { title: 'Form', link: fileName, toDoListId: passport.id }],
      ] as const) {
        expect((await early.call('POST', url, body)).statusCode, url).toBe(201);
      }
      await early.call('POST', '/finances/goals', {
        title: 'Flights',
        value: 100_000,
        color: '#3B9AF5',
        icon: 3,
        type: 2,
      });
      const tripId = await newTrip(early);
      const friend = await person(t);
      await join(t, early, tripId, friend, 'viewer');
      expect((await friend.call('GET', '/todolist')).json()).toEqual([
        expect.objectContaining({
          title: 'Passport',
          createdBy: { id: early.userId, name: 'Ana Traveller' },
          toDoListTasks: [expect.objectContaining({ title: 'Photos' })],
          toDoListComments: [expect.objectContaining({ title: 'Consulate' })],
          toDoListAttchaments: [expect.objectContaining({ title: 'Form' })],
        }),
      ]);
      expect((await friend.call('GET', '/finances')).json().trip.goals).toEqual([
        expect.objectContaining({ title: 'Flights' }),
      ]);
    });
  });
});
