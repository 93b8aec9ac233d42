import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file that says which process uses a data folder. */
export const LOCK_FILE = 'wayfarer.lock';

/** Who holds a data folder, as the lock file records it. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a lock written before the machine last started is stale. */
  bootId?: string;
  /** The process's start time in clock ticks since boot (Linux): a pid taken over by another process is stale. */
  startTicks?: string;
  startedAt: string;
}

/** The folder is in use by a live process (or one on another host, whose life cannot be checked from here). */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    readonly checkable: boolean,
  ) {
    const who = `process ${holder.pid} on ${holder.host}, started ${holder.startedAt}`;
    super(
      checkable
        ? `The data folder ${dir} is in use by ${who}: stop that process first, or give this one another DATA_DIR.`
        : `The data folder ${dir} is in use by ${who}, which cannot be checked from this host: stop it first; if it is gone for good, remove ${path.join(dir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  /** Gives the folder up; done on exit too, so that only a killed process leaves its lock behind. */
  release(): void;
}

/** A takeover of a dead process's lock that has lasted this long was itself cut short. */
const TAKEOVER_STALE_MS = 10_000;
const ATTEMPTS = 50;

const readOptional = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id')?.trim();

/**
 * The state and start time (fields 3 and 22) of /proc/<pid>/stat, read after the command name, which
 * may hold spaces and parentheses; undefined where there is no /proc.
 */
function procStatOf(pid: number): { state: string; startTicks: string } | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startTicks] = [fields?.[0], fields?.[19]];
  return state && startTicks ? { state, startTicks } : undefined;
}

function describeThisProcess(): LockHolder {
  const boot = bootId();
  const ticks = procStatOf(process.pid)?.startTicks;
  return {
    pid: process.pid,
    host: os.hostname(),
    ...(boot && { bootId: boot }),
    ...(ticks && { startTicks: ticks }),
    startedAt: new Date().toISOString(),
  };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return { startedAt: '?', ...value } as LockHolder;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names still runs: 'unknown' for another host. A pid that now belongs to
 * another process (after a restart of the machine or the container) counts as dead, by the boot id and
 * the process's start time where the system tells them, and always when it is this very process.
 */
function liveness(holder: LockHolder): 'alive' | 'dead' | 'unknown' {
  if (holder.host !== os.hostname()) return 'unknown';
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return 'dead';
  if (holder.pid === process.pid) return 'dead';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
  }
  const stat = procStatOf(holder.pid);
  // A zombie has exited; its parent has only not collected its exit code yet.
  if (stat?.state === 'Z' || stat?.state === 'X') return 'dead';
  if (holder.startTicks && stat && holder.startTicks !== stat.startTicks) return 'dead';
  return 'alive';
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a dead process's lock, unless it changed meanwhile. Only one process at a time may do this (the
 * takeover folder, made atomically, says which), so that two starting together cannot each remove the
 * lock the other has just taken. Answers false when another process is taking over.
 */
function removeStaleLock(lockPath: string, staleText: string): boolean {
  const guard = `${lockPath}.takeover`;
  try {
    mkdirSync(guard, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) rmSync(guard, { recursive: true, force: true });
    return false;
  }
  try {
    if (readOptional(lockPath) === staleText) unlinkSync(lockPath);
    return true;
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Takes the data folder for this process, or throws DataDirInUse. The lock file is written whole under
 * another name and then linked into place, which fails when one is there: two processes can never both
 * hold it. A lock left by a process that died (kill -9, a crash, a power cut) is taken over at once.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, LOCK_FILE);
  const text = JSON.stringify(describeThisProcess());
  const draft = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(draft, lockPath);
        return heldLock(lockPath, text);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holderText = readOptional(lockPath);
      if (holderText === undefined) continue;
      const holder = parseHolder(holderText);
      // A file that is not a lock this code wrote holds nothing: the lock is written whole before it appears.
      const state = holder ? liveness(holder) : 'dead';
      if (holder && state !== 'dead') throw new DataDirInUse(dir, holder, state === 'alive');
      if (!removeStaleLock(lockPath, holderText)) sleep(20);
    }
    throw new Error(`The data folder ${dir} could not be locked: its lock file kept changing hands.`);
  } finally {
    unlinkSync(draft);
  }
}

function heldLock(lockPath: string, text: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own: should the file have been replaced by hand, the new holder keeps it.
    if (readOptional(lockPath) === text) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { release };
}
