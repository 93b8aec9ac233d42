import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseBody, entranceBody, goalBody } from '../finances/testing/finance-client';
import { STRONG_PASSWORD, signUp, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { LISBON_TO_TOKYO } from '../testing/trips';
import { listBody, todoClient } from '../todo/testing/todo-client';

const NUL = '\u0000';
const WHEN = Date.UTC(2027, 5, 1);
const trip = { ...LISBON_TO_TOKYO, when: WHEN };

/*
 * Every text field a client types, sent with a control character in it: PostgreSQL refuses NUL, so
 * before the shared schemas refused control characters these answered 500. Each answers 400 naming
 * its field, and nothing is stored.
 */
describe.each(engines)('control characters in text fields on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let listId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ auth } = await signUp(t));
    listId = (await todoClient(t, auth).newList()).id;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: auth });
  const register = { name: 'Ana', email: uniqueEmail(), password: STRONG_PASSWORD };

  const cases: [string, () => ReturnType<typeof send>, string][] = [
    [
      'register: name',
      () => send('POST', '/user', { ...register, name: `Ana${NUL}`, confirmPassword: STRONG_PASSWORD }),
      'Name',
    ],
    [
      'register: e-mail',
      () => send('POST', '/user', { ...register, email: `a${NUL}@b.co`, confirmPassword: STRONG_PASSWORD }),
      'E-mail',
    ],
    [
      'register: password',
      () => {
        const password = `Travel${NUL}2026`;
        return send('POST', '/user', { ...register, password, confirmPassword: password });
      },
      'Password',
    ],
    ['login: e-mail', () => send('POST', '/login', { email: `a${NUL}@b.co`, password: 'x' }), 'E-mail'],
    ['login: password', () => send('POST', '/login', { email: 'a@b.co', password: `x${NUL}` }), 'Password'],
    ['forgot password: e-mail', () => send('POST', '/forgetpassword', { email: `${NUL}a@b.co` }), 'E-mail'],
    ['trip: city', () => send('POST', '/trip', { ...trip, tripCity: `Tok${NUL}yo` }), 'Trip city'],
    ['trip: region', () => send('PATCH', '/trip', { ...trip, currentState: 'Lis\tbon' }), 'Current state'],
    ['user details: name', () => send('PATCH', '/userdetails', { name: `Ana${NUL}` }), 'Name'],
    ['to-do list: title', () => send('POST', '/todolist', listBody({ title: `Visa${NUL}` })), 'Title'],
    [
      'to-do list: description',
      () => send('POST', '/todolist', listBody({ description: `Book${NUL}it` })),
      'Description',
    ],
    [
      'task: title',
      () =>
        send('POST', '/todolist/tasks', { title: `Pass\nport`, description: 'Renew', toDoListId: listId }),
      'Title',
    ],
    [
      'comment: description',
      () =>
        send('POST', '/todolist/comments', { title: 'Called', description: `\u001b[2J`, toDoListId: listId }),
      'Description',
    ],
    [
      'entrance: title',
      () => send('POST', '/finances/entraces', entranceBody({ title: `Salary${NUL}` })),
      'Title',
    ],
    ['goal: title', () => send('POST', '/finances/goals', goalBody({ title: `Rent${NUL}` })), 'Title'],
    [
      'expense: title',
      () => send('POST', '/finances/expenses', expenseBody({ title: `Food${NUL}` })),
      'Title',
    ],
  ];

  it.each(cases)('%s answers 400 naming the field', async (_case, request, field) => {
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining(field) });
    expect(response.json<{ message: string }>().message).toMatch(/control characters/);
  });

  it.each([
    ['/cities/autocomplete?query=Lis%00bon', 'Search'],
    ['/cities/weather?city=Tok%00yo&country=JP', 'City'],
  ])('GET %s answers 400 naming the field', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('keeps tabs and line breaks in descriptions and comments', async () => {
    const description = 'Bring:\r\n\t- passport\n\t- visa';
    const list = await send('POST', '/todolist', listBody({ description }));
    expect(list.statusCode).toBe(201);
    expect(list.json()).toMatchObject({ description });
    const comment = await send('POST', '/todolist/comments', {
      title: 'Call',
      description,
      toDoListId: listId,
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ description });
  });
});
