import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { worldCityIndex } from './cities/world-atlas';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { cityAtlasFile } from './paths';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.dataDir,
  onConnectionError: (error) => log.warn({ err: error }, 'a pooled database connection failed; reconnecting'),
});
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
const app = await buildApp({ config, db: database.db, mailer, cities });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
app.log.info(`Wayfarer is ready at http://localhost:${port}`);
