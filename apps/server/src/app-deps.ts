import type { Passwords } from './accounts/passwords';
import type { CityIndex } from './cities/city-index';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Notifications } from './db/notifications';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/file-store';

/** What every feature's routes are built with; tests build it with an in-memory database and a local SMTP server. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** What the database tells at commit: the live channel's changes, from every instance. */
  notifications: Notifications;
  mailer: Mailer;
  /** Uploaded files: local disk, or an S3-compatible bucket when S3_BUCKET is set. */
  files: FileStore;
  /** The world's cities, indexed once at start-up (see cities/world-atlas.ts). */
  cities: CityIndex;
  /** Epoch ms now; tests move it to age cached feed answers. */
  clock?: () => number;
  /** argon2id unless a test counts the checks. */
  passwords?: Passwords;
}
