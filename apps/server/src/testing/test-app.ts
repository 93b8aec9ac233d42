import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../app';
import type { AppDeps } from '../app-deps';
import { buildCityIndex } from '../cities/city-index';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { createMailer, type Mailer } from '../mail/mailer';
import type { FileStore } from '../storage/file-store';
import { openFileStore } from '../storage/open-file-store';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { openTestDatabase, type Engine } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  smtp: SmtpCatcher;
  /** The app's mailer, sending to `smtp`. */
  mailer: Mailer;
  config: Config;
  /** The uploaded files' store the app was built with (disk, or S3 when the env names a bucket). */
  files: FileStore;
  /** One more instance of the application on the same database, as behind a load balancer; close it. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** An index without cities, for the many tests that never search one: they skip the world's build. */
const noCities = buildCityIndex([]);

/**
 * The real application on a fresh database, mailing through a real local SMTP server. Tests that search
 * cities pass `{ cities: worldCityIndex() }`; tests that read what the app logs pass a `logger`; tests
 * that count password checks pass `passwords`; tests of the embedded database's timing pass `onDisk`,
 * as PGlite in memory grows its files by copying them whole.
 */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  {
    cities = noCities,
    clock,
    passwords,
    logger = false,
    onDisk = false,
  }: Partial<
    Pick<AppDeps, 'cities' | 'clock' | 'passwords'> &
      Pick<BuildAppOptions, 'logger'> & {
        /** PGlite in the test's data folder, as in production, rather than in memory. */
        onDisk: boolean;
      }
  > = {},
): Promise<TestApp> {
  const smtp = await startSmtpCatcher();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    // The feeds' upstream client then refuses any host but this machine: no test leaves it.
    NODE_ENV: 'test',
    // Every injected request comes from one address and a file signs up many users: the tests of the
    // mail limits set their own.
    MAIL_MAX_PER_EMAIL: '1000',
    MAIL_MAX_PER_ADDRESS: '1000',
    ...env,
  });
  const database = await openTestDatabase(engine, onDisk ? dataDir : undefined);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: dataDir,
    log: console,
  });
  const files = await openFileStore(config, pino({ level: 'silent' }));
  const instance = async () => {
    const built = await buildApp(
      {
        config,
        db: database.db,
        notifications: database.notifications,
        mailer,
        cities,
        files,
        ...(clock && { clock }),
        ...(passwords && { passwords }),
      },
      { logger, webRoot: false },
    );
    await built.ready();
    return built;
  };
  const app = await instance();
  return {
    app,
    db: database.db,
    smtp,
    mailer,
    config,
    files,
    anotherInstance: instance,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
