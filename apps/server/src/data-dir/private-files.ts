import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Bits that let anyone but the owner read, write or enter. */
const OTHERS = 0o077;

/** Changes the entry's mode to its owner's alone when it is more open; answers whether it is a folder. */
function tightenOne(entry: string): boolean {
  const stat = lstatSync(entry, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return false;
  const isFolder = stat.isDirectory();
  if ((isFolder || stat.isFile()) && stat.mode & OTHERS) chmodSync(entry, isFolder ? 0o700 : 0o600);
  return isFolder;
}

/**
 * Makes the folder (created if need be) and everything under it its owner's alone: folders 0700, files
 * 0600. Only what is too open is changed, and links are not followed.
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenAll(dir);
}

function tightenAll(entry: string): void {
  if (tightenOne(entry)) for (const name of readdirSync(entry)) tightenAll(path.join(entry, name));
}

/**
 * The data folder, made private at every start, as an older version may have left it open: PGlite's
 * initdb writes its files 0666 whatever the umask, and mails (with their sign-in links) were written
 * world-readable. Uploads are not walked, as they may be many: the folder's own 0700 keeps them from
 * other users, and new ones are written 0600 under the process's umask.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tightenOne(dataDir);
  for (const name of readdirSync(dataDir)) {
    const entry = path.join(dataDir, name);
    if (name === 'uploads') tightenOne(entry);
    else tightenAll(entry);
  }
}
