import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { redactedUrl, serializeError } from './log-serializers';

const REFUSED_NAME = 'Refused By The Database';

/*
 * A query that fails logs an error: before, the line held the statement's parameters (a new user's
 * argon2id hash among them) in Drizzle's message, its `params` and PostgreSQL's `detail`.
 */
describe.each(engines)('what the log says about a failed query on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(
      engine,
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    // A rule only the database knows, so that a valid request makes an INSERT fail.
    await t.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT users_name_refused CHECK (name <> '${REFUSED_NAME}')`),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('names the failure but holds no parameter, hash, e-mail or body', async () => {
    const email = uniqueEmail('logged');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { name: REFUSED_NAME, email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '23514', constraint: 'users_name_refused', table: 'users' },
    });
    for (const secret of ['argon2', email, REFUSED_NAME, STRONG_PASSWORD, 'params', 'Failing row']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('logs a mailed link’s request without its token, and any request without its query string', async () => {
    const token = 'T'.repeat(43);
    await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${token}` });
    await t.app.inject({
      method: 'GET',
      url: '/api/todolist/attchaments/a.pdf?expires=1&sig=secret-signature',
    });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/confirmemail/[token]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('secret-signature');
  });
});

describe('the error serializer', () => {
  it('keeps a plain error’s message, stack and code, and cuts a database cause down', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "my-secret"'), {
      code: '22P02',
      detail: 'my-secret',
      params: ['my-secret'],
    });
    const error = Object.assign(new Error('saving failed', { cause }), { code: 'E_SAVE' });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', message: 'saving failed', code: 'E_SAVE' });
    expect(logged['cause']).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid' });
    expect(JSON.stringify(logged)).not.toContain('my-secret');
  });

  it('redacts the tokens of mailed links and every query string', () => {
    expect(redactedUrl('/api/newpassword/abc_DEF-123')).toBe('/api/newpassword/[token]');
    expect(redactedUrl('/api/cities/weather?city=Tokyo&country=JP')).toBe('/api/cities/weather?[query]');
    expect(redactedUrl('/api/todolist')).toBe('/api/todolist');
  });
});
