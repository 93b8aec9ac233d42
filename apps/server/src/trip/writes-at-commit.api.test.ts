import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/accounts-flow';
import { holdRequest } from '../testing/held-request';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { todoLists } from '../todo/todo-schema';
import { join, person, sharedTrip, type Person } from './testing/shared-trip';

/*
 * A member's role is checked when their write commits, not only when the request arrives: a request whose
 * body is held back while the owner demotes or removes its sender changes nothing once the body is sent.
 * The held requests go over raw sockets, as an attacker would send them.
 */

describe.each(engines)('a write whose body is held across a change of role (%s)', (engine) => {
  let t: TestApp;
  let port: number;
  let tripId: string;
  let owner: Person;
  let editor: Person;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = t.app.server.address() as AddressInfo);
    ({ tripId, owner, editor } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  const hold = (as: Person, method: string, url: string, payload: object) =>
    holdRequest(port, as.token, method, url, payload);

  const setRole = async (role: 'editor' | 'viewer') =>
    expect(
      (await owner.call('PATCH', `/trips/${tripId}/members/${editor.userId}`, { role })).statusCode,
    ).toBe(200);

  const ownerLists = async () =>
    (await owner.call('GET', '/todolist')).json<{ id: string; title: string; version: number }[]>();

  async function ownersList(title: string) {
    const created = await owner.call('POST', '/todolist', listBody({ title }));
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; version: number }>();
  }

  it('refuses a held addition, edit or deletion of a member made a viewer meanwhile (403)', async () => {
    await setRole('editor');
    const target = await ownersList('Owner’s list');
    const trip = (await owner.call('GET', '/trip')).json<{ when: number }>();
    const held = [
      await hold(editor, 'POST', '/todolist', listBody({ title: 'Added by a viewer' })),
      await hold(editor, 'PATCH', '/todolist', {
        ...listBody({ title: 'Edited by a viewer' }),
        id: target.id,
      }),
      await hold(editor, 'DELETE', `/todolist?id=${target.id}`, {}),
      await hold(editor, 'POST', '/finances/expenses', {
        type: 2,
        title: 'Cost by a viewer',
        color: '#F5455C',
        value: 5_000,
        date: Date.now(),
        financesGoalId: null,
      }),
      await hold(editor, 'PATCH', '/trip', { when: trip.when + 86_400_000 }),
    ];
    await setRole('viewer');

    const answers = [];
    for (const request of held) answers.push(await request.release());
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403]);
    for (const { body } of answers) expect(JSON.parse(body)).toMatchObject({ error: 'forbidden_role' });

    const lists = await ownerLists();
    expect(lists.map(({ title }) => title)).toEqual(['Owner’s list']);
    const finances = (await owner.call('GET', '/finances')).json<{
      trip: { expenses: { title: string }[] };
    }>();
    expect(finances.trip.expenses.map(({ title }) => title)).not.toContain('Cost by a viewer');
    expect((await owner.call('GET', '/trip')).json<{ when: number }>().when).toBe(trip.when);
  });

  it('refuses a held addition, edit or deletion of a member removed meanwhile (404)', async () => {
    const removed = await person(t, 'Rita Removed');
    await join(t, owner, tripId, removed, 'editor');
    const target = (await ownerLists())[0];
    if (!target) throw new Error('the owner’s list is gone');
    const held = [
      await hold(removed, 'POST', '/todolist', listBody({ title: 'Added after removal' })),
      await hold(removed, 'PATCH', '/todolist', {
        ...listBody({ title: 'Edited after removal' }),
        id: target.id,
      }),
      await hold(removed, 'DELETE', `/todolist?id=${target.id}`, {}),
    ];
    expect((await owner.call('DELETE', `/trips/${tripId}/members/${removed.userId}`)).statusCode).toBe(204);

    const answers = [];
    for (const request of held) answers.push(await request.release());
    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404]);
    expect((await ownerLists()).map(({ title }) => title)).toEqual(['Owner’s list']);
  });

  it('refuses an owner’s held invitation and deletion once they handed the trip over meanwhile (403)', async () => {
    await setRole('editor');
    const held = [
      await hold(owner, 'POST', `/trips/${tripId}/invitations`, {
        email: 'late.guest@example.com',
        role: 'viewer',
      }),
      await hold(owner, 'DELETE', `/trips/${tripId}`, {}),
    ];
    // The owner's writes take turns on an instance: the hand-over goes through another one.
    const other = await t.anotherInstance();
    const handedOver = await other.inject({
      method: 'PATCH',
      url: `/api/trips/${tripId}/members/${editor.userId}`,
      headers: owner.auth,
      payload: { role: 'owner' },
    });
    expect(handedOver.statusCode).toBe(200);
    const answers = [];
    for (const request of held) answers.push(await request.release());
    await other.close();
    expect(answers.map(({ status }) => status)).toEqual([403, 403]);
    expect((await editor.call('GET', '/trip')).statusCode).toBe(200);
    const { invitations } = (await editor.call('GET', `/trips/${tripId}/members`)).json<{
      invitations: { email: string }[];
    }>();
    expect(invitations.map(({ email }) => email)).not.toContain('late.guest@example.com');
    // Back as it was, for the tests after this one.
    expect(
      (await editor.call('PATCH', `/trips/${tripId}/members/${owner.userId}`, { role: 'owner' })).statusCode,
    ).toBe(200);
  });

  it('lets a held write of a member who may still make it through', async () => {
    await setRole('editor');
    const held = await hold(editor, 'POST', '/todolist', listBody({ title: 'Added by an editor' }));
    const answer = await held.release();
    expect(answer.status).toBe(201);
    expect((await ownerLists()).map(({ title }) => title)).toContain('Added by an editor');
  });
});

describe.each(engines)('writes racing the deletion of their trip (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('answer 201 before it or 404 after it, never 500, and leave nothing behind', async () => {
    const { tripId, owner, editor } = await sharedTrip(t);
    const adds = Array.from({ length: 20 }, (_, index) =>
      editor.call('POST', '/todolist', listBody({ title: `List ${index}` })),
    );
    const costs = Array.from({ length: 10 }, (_, index) =>
      editor.call('POST', '/finances/expenses', {
        type: 2,
        title: `Cost ${index}`,
        color: '#F5455C',
        value: 1_000,
        date: Date.now(),
        financesGoalId: null,
      }),
    );
    const deletion = owner.call('DELETE', `/trips/${tripId}`);
    const answers = await Promise.all([...adds, ...costs]);
    expect((await deletion).statusCode).toBe(204);
    for (const answer of answers) expect([201, 404]).toContain(answer.statusCode);
    for (const answer of answers.filter(({ statusCode }) => statusCode === 404)) {
      expect(answer.json()).toMatchObject({ error: 'trip_not_found' });
    }
    const left = await t.db.select({ id: todoLists.id }).from(todoLists).where(eq(todoLists.tripId, tripId));
    expect(left).toEqual([]);
  });
});

describe.each(engines)('a companion writing while the owner deletes their account (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers every write, none 500, and the trip passes to the companion with what they added', async () => {
    const { owner, editor } = await sharedTrip(t);
    const owned = [];
    for (let index = 0; index < 6; index += 1) {
      owned.push(
        (await owner.call('POST', '/todolist', listBody({ title: `Owner ${index}` }))).json<{ id: string }>(),
      );
    }
    // Edits of what the owner added, whose author the deletion clears, and additions of the companion's own.
    const edits = owned.flatMap(({ id }) =>
      [1, 2].map((round) =>
        editor.call('PATCH', '/todolist', { ...listBody({ title: `Edited ${round}` }), id }),
      ),
    );
    const adds = Array.from({ length: 6 }, (_, index) =>
      editor.call('POST', '/todolist', listBody({ title: `List ${index}` })),
    );
    const deletion = owner.call('DELETE', '/user', { password: STRONG_PASSWORD });
    const answers = await Promise.all([...edits, ...adds]);
    expect((await deletion).statusCode).toBe(204);
    expect(answers.map(({ statusCode }) => statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([
      ...edits.map(() => 204),
      ...adds.map(() => 201),
    ]);
    expect((await editor.call('GET', '/todolist')).json<unknown[]>()).toHaveLength(12);
  });
});
