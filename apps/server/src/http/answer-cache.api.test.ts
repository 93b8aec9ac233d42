import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts-schema';
import { answerVersions } from '../db/answer-versions-schema';
import { financeEntrances } from '../finances/finances-schema';
import { financeClient } from '../finances/testing/finance-client';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { todoLists } from '../todo/todo-schema';
import { todoClient } from '../todo/testing/todo-client';
import { createAnswerCache } from './answer-cache';

describe.each(engines)('held answers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const userIdOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('no such user');
    return user.id;
  };
  const versions = async (userId: string) =>
    (await t.db.select().from(answerVersions).where(eq(answerVersions.userId, userId)))[0];

  it('serves a board changed behind the app’s back: the counter moves with any write', async () => {
    const user = await signUp(t);
    const board = todoClient(t, user.auth);
    const list = await board.newList({ title: 'Before' });
    expect((await board.boardLists()).map(({ title }) => title)).toEqual(['Before']);

    await t.db.update(todoLists).set({ title: 'Changed in SQL' }).where(eq(todoLists.id, list.id));

    expect((await board.boardLists()).map(({ title }) => title)).toEqual(['Changed in SQL']);
  });

  it('serves finances changed behind the app’s back', async () => {
    const user = await signUp(t);
    const money = financeClient(t, user.auth);
    const entrance = await money.newEntrance({ title: 'Salary' });
    expect((await money.state()).entraces.map(({ title }) => title)).toEqual(['Salary']);

    await t.db.delete(financeEntrances).where(eq(financeEntrances.id, entrance.id));

    expect((await money.state()).entraces).toEqual([]);
  });

  it('counts one change per written row, per user and per answer', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const userId = await userIdOf(user.email);
    const board = todoClient(t, user.auth);
    const list = await board.newList();
    await board.newTask(list.id);
    await financeClient(t, user.auth).newEntrance();

    expect(await versions(userId)).toEqual({ userId, todo: 2, finances: 1 });
    expect(await versions(await userIdOf(other.email))).toBeUndefined();
  });

  it('builds an answer again when the counter moved, when it is too old, and for the least recently read past the limit', async () => {
    const owner = await signUp(t);
    const ownerId = await userIdOf(owner.email);
    let clock = 0;
    const cache = createAnswerCache(t.db, 'todo', { maxEntries: 1, maxAgeMs: 1_000, now: () => clock });
    let builds = 0;
    const build = async () => `answer ${(builds += 1)}`;

    expect(await cache.text(ownerId, build)).toBe('answer 1');
    expect(await cache.text(ownerId, build)).toBe('answer 1');
    await todoClient(t, owner.auth).newList();
    expect(await cache.text(ownerId, build)).toBe('answer 2');
    clock = 1_000;
    expect(await cache.text(ownerId, build)).toBe('answer 3');
    expect(await cache.text('00000000-0000-4000-8000-000000000000', build)).toBe('answer 4');
    expect(await cache.text(ownerId, build)).toBe('answer 5');
  });
});
