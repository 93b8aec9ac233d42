import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildCityIndex } from '../cities/city-index';
import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines, openTestDatabase } from '../testing/test-database';

describe.each(engines)('GET /api/health on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 200 {status: ok} without a session, never cached, and says nothing more', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is in the OpenAPI document, public', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown[] } }>;
    }>();
    expect(document.paths['/health']?.get?.security).toEqual([]);
  });

  it('answers 503 once the database is gone, naming no detail of it', async () => {
    const database = await openTestDatabase(engine);
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: t.config.dataDir });
    const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: t.config.dataDir, log: console });
    const app = await buildApp(
      {
        config,
        db: database.db,
        notifications: database.notifications,
        mailer,
        cities: buildCityIndex([]),
        files: t.files,
      },
      { logger: false, webRoot: false },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'database_unreachable',
        message: 'The database does not answer.',
      });
    } finally {
      await app.close();
    }
  });
});
