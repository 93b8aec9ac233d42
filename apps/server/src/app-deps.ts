import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every feature's routes are built with; tests build it with an in-memory database and a local SMTP server. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
}
