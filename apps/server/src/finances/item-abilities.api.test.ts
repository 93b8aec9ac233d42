import type { AddressInfo } from 'node:net';
import type { Expense, FinancesAnswer, Goal } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequest } from '../testing/held-request';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import { expenseBody, goalBody } from './testing/finance-client';

/*
 * Each goal and cost answers what its reader may do with it (`can`), from core's item rules: a trip's is
 * its members' to change as their role allows, a member's own domestic ones are theirs whatever their
 * role. A viewer's change of a trip's item is refused by the write's own transaction, which reads the
 * role as it is when the write commits.
 */

const ALL = { edit: true, delete: true };
const NONE = { edit: false, delete: false };

describe.each(engines)('what a member may do with each goal and cost (%s)', (engine) => {
  let t: TestApp;
  let port: number;
  let tripId: string;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let tripGoal: Goal;
  let tripCost: Expense;

  const expectStatus = async <T>(status: number, answer: Promise<{ statusCode: number; body: string }>) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(status);
    return JSON.parse(response.body) as T;
  };
  const stateOf = (as: Person) => expectStatus<FinancesAnswer>(200, as.call('GET', '/finances'));
  const setRole = (member: Person, role: 'editor' | 'viewer') =>
    expectStatus(200, owner.call('PATCH', `/trips/${tripId}/members/${member.userId}`, { role }));

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = t.app.server.address() as AddressInfo);
    ({ tripId, owner, editor, viewer } = await sharedTrip(t));
    tripGoal = await expectStatus<Goal>(201, owner.call('POST', '/finances/goals', goalBody({ type: 2 })));
    tripCost = await expectStatus<Expense>(
      201,
      owner.call('POST', '/finances/expenses', expenseBody({ type: 2, financesGoalId: tripGoal.id })),
    );
  });
  afterAll(() => t.close());

  it('tells the one who adds an item, and every member who may write, that they may change it', async () => {
    expect(tripGoal.can).toEqual(ALL);
    expect(tripCost.can).toEqual(ALL);
    for (const member of [owner, editor]) {
      const { trip } = await stateOf(member);
      expect(trip.goals.map(({ can }) => can)).toEqual([ALL]);
      expect(trip.expenses.map(({ can }) => can)).toEqual([ALL]);
    }
    const edited = await expectStatus<Goal>(
      200,
      editor.call('PATCH', '/finances/goals', { ...goalBody({ type: 2 }), id: tripGoal.id, title: 'Hotel' }),
    );
    expect(edited).toMatchObject({ title: 'Hotel', can: ALL });
    tripGoal = edited;
  });

  it('tells a viewer they may not change the trip’s items, and that their own domestic ones are theirs', async () => {
    const own = await expectStatus<Goal>(201, viewer.call('POST', '/finances/goals', goalBody({ type: 1 })));
    expect(own.can).toEqual(ALL);
    const state = await stateOf(viewer);
    expect(state.trip.goals.map(({ id, can }) => ({ id, can }))).toEqual([{ id: tripGoal.id, can: NONE }]);
    expect(state.trip.expenses.map(({ id, can }) => ({ id, can }))).toEqual([{ id: tripCost.id, can: NONE }]);
    expect(state.domestic.goals).toEqual([own]);
  });

  it('answers each reader their own abilities, held or not, and a change of role at once', async () => {
    // The viewer's answer is held by now (read twice above and here): it must not reach the editor.
    expect((await stateOf(viewer)).trip.goals[0]?.can).toEqual(NONE);
    expect((await stateOf(editor)).trip.goals[0]?.can).toEqual(ALL);
    await setRole(viewer, 'editor');
    expect((await stateOf(viewer)).trip.goals[0]?.can).toEqual(ALL);
    await setRole(viewer, 'viewer');
    expect((await stateOf(viewer)).trip.goals[0]?.can).toEqual(NONE);
  });

  it('refuses a viewer’s edit and deletion of the trip’s goal and cost with 403, changing nothing', async () => {
    const before = (await stateOf(owner)).trip;
    const refused = [
      viewer.call('PATCH', '/finances/goals', { ...goalBody({ type: 2 }), id: tripGoal.id, title: 'Mine' }),
      viewer.call('DELETE', `/finances/goals?id=${tripGoal.id}`),
      viewer.call('PATCH', '/finances/expenses', {
        ...expenseBody({ type: 2 }),
        id: tripCost.id,
        title: 'Mine',
      }),
      viewer.call('DELETE', `/finances/expenses?id=${tripCost.id}`),
      // Nor may a viewer bring one of their own into the trip.
      viewer.call('POST', '/finances/expenses', expenseBody({ type: 2, title: 'Mine' })),
    ];
    for (const answer of await Promise.all(refused)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'forbidden_role' });
    }
    expect((await stateOf(owner)).trip).toEqual(before);
  });

  it('refuses held edits and deletions of an editor made a viewer before their bodies arrive', async () => {
    const before = (await stateOf(owner)).trip;
    const hold = (method: string, url: string, payload: object) =>
      holdRequest(port, editor.token, method, url, payload);
    const held = [
      await hold('PATCH', '/finances/goals', { ...goalBody({ type: 2 }), id: tripGoal.id, title: 'Late' }),
      await hold('DELETE', `/finances/goals?id=${tripGoal.id}`, {}),
      await hold('PATCH', '/finances/expenses', {
        ...expenseBody({ type: 2 }),
        id: tripCost.id,
        title: 'Late',
      }),
      await hold('DELETE', `/finances/expenses?id=${tripCost.id}`, {}),
    ];
    await setRole(editor, 'viewer');

    const answers = [];
    for (const request of held) answers.push(await request.release());
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403, 403]);
    for (const { body } of answers) expect(JSON.parse(body)).toMatchObject({ error: 'forbidden_role' });
    expect((await stateOf(owner)).trip).toEqual(before);
    await setRole(editor, 'editor');
  });
});
