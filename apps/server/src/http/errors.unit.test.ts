import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors';

/** A database error as the drivers raise it (a SQLSTATE in `code`), wrapped as the query builder wraps it. */
function databaseError(code: string): Error {
  const cause = Object.assign(new Error('deadlock detected'), { code });
  return new Error('Failed query: update todo_lists …', { cause });
}

describe('a write the database undid as it raced another', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installErrorHandling(app);
    app.get('/lost/:code', async (request) => {
      throw databaseError((request.params as { code: string }).code);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['40P01', '40001'])(
    'answers 409 write_conflict with Retry-After for SQLSTATE %s, not 500',
    async (code) => {
      const answer = await app.inject({ method: 'GET', url: `/lost/${code}` });
      expect(answer.statusCode).toBe(409);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({
        error: 'write_conflict',
        message:
          'Another change was being saved at the same moment, and yours could not be: nothing was saved. Try again.',
      });
    },
  );

  it('says so in Portuguese to a Portuguese reader', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/lost/40P01',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(answer.json<{ message: string }>().message).toBe(
      'Outra alteração estava sendo salva no mesmo instante e a sua não pôde ser: nada foi salvo. Tente de novo.',
    );
  });

  it('keeps any other database failure a 500', async () => {
    const answer = await app.inject({ method: 'GET', url: '/lost/XX000' });
    expect(answer.statusCode).toBe(500);
  });
});
