import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { makePrivate } from './private-files';

/** The embedded database's folder cannot be used as it is; nothing in it was changed. */
export class DamagedDataDir extends Error {
  constructor(
    readonly dir: string,
    problem: string,
    options?: ErrorOptions,
  ) {
    super(
      `The embedded database in ${dir} is damaged: ${problem}. Nothing was changed. Restore the data folder from a backup, or move this folder away to start on an empty database.`,
      options,
    );
  }
}

/** Postgres's control file is one block. */
const PG_CONTROL_BYTES = 8192;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

const entriesOf = (dir: string) => readdirSync(dir, { withFileTypes: true });
const sizeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size;

/**
 * What Postgres needs to start a cluster and cannot rebuild: its version file, its control file and a
 * write-ahead log segment. Without one of them PGlite aborts with no word of what is wrong.
 */
function problemOf(dir: string): string | undefined {
  const version = path.join(dir, 'PG_VERSION');
  if (sizeOf(version) === undefined) return `${version} is missing, yet the folder holds other files`;
  if (!/^\d+\n?$/.test(readFileSync(version, 'utf8'))) return `${version} does not hold a version number`;
  const control = path.join(dir, 'global', 'pg_control');
  const controlBytes = sizeOf(control);
  if (controlBytes === undefined) return `${control} is missing`;
  if (controlBytes !== PG_CONTROL_BYTES)
    return `${control} is ${controlBytes} bytes, not ${PG_CONTROL_BYTES}`;
  const wal = path.join(dir, 'pg_wal');
  const segments =
    sizeOf(wal) === undefined ? [] : entriesOf(wal).filter(({ name }) => WAL_SEGMENT.test(name));
  if (segments.length === 0) return `${wal} holds no write-ahead log segment`;
  return undefined;
}

const INIT_DATA_DIR = `const { PGlite } = await import(process.argv[1]);
await (await PGlite.create(process.argv[2])).close();`;

/**
 * Readies the folder of the embedded database: a new cluster in an absent or empty folder, the folder
 * as it is when it holds a whole one, and DamagedDataDir otherwise. A folder with data is never
 * initialised again: that would start the app on an empty database and lose every account.
 *
 * A new cluster is made by initdb, which PGlite runs in a second WebAssembly instance whose memory this
 * process would never get back: hundreds of megabytes resident for the rest of its life. A short-lived
 * child process makes it instead, and this process then opens it as on every later start.
 */
export async function preparePgliteCluster(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (entriesOf(dir).length > 0) {
    const problem = problemOf(dir);
    if (problem) throw new DamagedDataDir(dir, problem);
    return;
  }
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '--eval',
    INIT_DATA_DIR,
    import.meta.resolve('@electric-sql/pglite'),
    dir,
  ]);
  // initdb writes its files 0666, whatever the umask.
  makePrivate(dir);
}
