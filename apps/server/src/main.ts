import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { worldCityIndex } from './cities/world-atlas';
import { loadConfig, publicUrlMismatch } from './config';
import { openDatabase } from './db/client';
import { serializeError } from './http/log-serializers';
import { createLogStream } from './log-stream';
import { DataDirInUse, lockDataDir } from './data-dir/data-dir-lock';
import { DamagedDataDir } from './data-dir/pglite-cluster';
import { makeDataDirPrivate } from './data-dir/private-files';
import { createMailer } from './mail/mailer';
import { cityAtlasFile } from './paths';
import { describeFileStore, openFileStore } from './storage/open-file-store';

// Whatever the app writes (the embedded database, uploads, mails with their links) is its user's alone.
process.umask(0o077);
const config = loadConfig();
const logOutput = await createLogStream();
const log = pino({ level: config.LOG_LEVEL, serializers: { err: serializeError } }, logOutput.stream);
const database = await openDatabaseOrStop();
log.info(
  database.kind === 'pglite'
    ? `database: embedded PGlite in ${config.dataDir}`
    : 'database: PostgreSQL server',
);

const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  outboxDir: path.join(config.dataDir, 'outbox'),
  log,
});
const indexStart = performance.now();
const cities = worldCityIndex(cityAtlasFile);
log.info(`city index: ${cities.size} names in ${Math.round(performance.now() - indexStart)} ms`);
const files = await openFileStore(config, log);
log.info(describeFileStore(config));
const app = await buildApp(
  { config, db: database.db, notifications: database.notifications, mailer, cities, files },
  { logStream: logOutput.stream },
);

/**
 * A graceful stop, as a load balancer or an orchestrator asks for it with SIGTERM: stop accepting
 * connections (a request on a kept-alive one is answered 503), let the requests under way finish, then
 * close the database. Requests still running after SHUTDOWN_TIMEOUT_MS are cut, and the exit code says
 * so; a second signal stops at once.
 */
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    app.log.warn(`${signal} again: stopping now`);
    exitOnceLogged(1);
    return;
  }
  stopping = true;
  app.log.info(`${signal}: no new connections; finishing the requests under way`);
  const deadline = setTimeout(() => {
    app.log.error(`requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms: stopping anyway`);
    app.server.closeAllConnections();
    exitOnceLogged(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  // A connection whose request finishes after close() began stays open, kept alive for the client's
  // next request; close each as soon as it is idle, or the server waits for the client to hang up.
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
  idleCloser.unref();
  try {
    await app.close();
    await database.close();
    app.log.info('stopped');
    exitOnceLogged(0);
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    exitOnceLogged(1);
  }
}

/**
 * The database, with the data folder made private and, for the embedded database, held by this process
 * alone: a second process on the same folder would answer too, each blind to the other's writes, and
 * lose one side's on the next start. A folder in use or damaged stops the start with one line saying so.
 */
async function openDatabaseOrStop() {
  try {
    if (!config.DATABASE_URL) lockDataDir(config.dataDir);
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        log.warn({ err: error }, 'a pooled database connection failed; reconnecting'),
    });
    // After the database has started: Postgres writes its relation cache files 0644 as it opens.
    makeDataDirPrivate(config.dataDir);
    return database;
  } catch (error) {
    if (!(error instanceof DataDirInUse || error instanceof DamagedDataDir)) throw error;
    log.fatal(error.message);
    exitOnceLogged(1);
    return await new Promise<never>(() => undefined);
  }
}

/** Exits once the log has been written, or could not be (see log-stream.ts). */
function exitOnceLogged(code: number): void {
  void logOutput.ended().then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
app.log.info(`Wayfarer is ready at http://localhost:${port}`);
const mismatch = publicUrlMismatch(config, port);
if (mismatch) app.log.warn(mismatch);
