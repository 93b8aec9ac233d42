import { readdirSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_PASSWORD, userWithTrip } from './support/accounts';
import { runServerToExit, startServer, type RunningServer } from './support/server';

/*
 * The embedded database's folder, as an operator meets it: one process at a time, never initialised
 * over data, a damaged folder named rather than reset, and nothing in it open to other users.
 */

/** Every file and folder under `dir` that anyone but its owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (entry: string) => {
    const stat = statSync(entry);
    if (stat.mode & 0o077) open.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return open;
}

const signIn = (server: RunningServer, email: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });

describe('the data folder of the embedded database', () => {
  let dataDir: string;
  let email: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-data-folder-'));
    const first = await startServer({}, { dataDir });
    ({ email } = await userWithTrip(first));
    await first.stop();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is held by one process: a second one on it exits at once, naming the folder and the holder', async () => {
    const holder = await startServer({}, { dataDir });
    try {
      const second = await runServerToExit(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.messages).toHaveLength(1);
      expect(second.messages[0]).toContain(`The data folder ${dataDir} is in use by process ${holder.pid}`);
      // The holder goes on serving, its users intact.
      expect((await signIn(holder, email)).status).toBe(200);
    } finally {
      await holder.stop();
    }
  });

  it('is taken over from a process that was killed, with every account still there', async () => {
    const killed = await startServer({}, { dataDir });
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    const next = await startServer({}, { dataDir });
    try {
      expect((await signIn(next, email)).status).toBe(200);
    } finally {
      await next.stop();
    }
  });

  it('keeps every file and folder its owner’s alone, the outbox’s mails with their links included', async () => {
    // Without SMTP the server writes its mails to DATA_DIR/outbox.
    const server = await startServer({ SMTP_URL: '' }, { dataDir });
    try {
      await callApi(server, 'POST', '/forgetpassword', { email });
    } finally {
      await server.stop();
    }
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('a damaged data folder', () => {
  /** A folder that holds a database with one user, copied for each way of damaging it. */
  let whole: string;
  beforeAll(async () => {
    whole = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-whole-'));
    const server = await startServer({}, { dataDir: whole });
    await userWithTrip(server);
    await server.stop();
  });
  afterAll(async () => {
    await rm(whole, { recursive: true, force: true });
  });

  /** A copy of the whole folder, damaged by `damage`, then started on. */
  async function startOnDamaged(damage: (pgliteDir: string) => void) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-damaged-'));
    try {
      await cp(whole, dataDir, { recursive: true });
      const pgliteDir = path.join(dataDir, 'pglite');
      damage(pgliteDir);
      const filesBefore = readdirSync(pgliteDir, { recursive: true }).length;
      const start = await runServerToExit(dataDir);
      const filesAfter = readdirSync(pgliteDir, { recursive: true }).length;
      return { ...start, pgliteDir, filesBefore, filesAfter };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('without PG_VERSION stops the start, names the file and leaves the data as it was', async () => {
    const start = await startOnDamaged((dir) => unlinkSync(path.join(dir, 'PG_VERSION')));
    expect(start.code).not.toBe(0);
    expect(start.messages.at(-1)).toContain(
      `The embedded database in ${start.pgliteDir} is damaged: ${path.join(start.pgliteDir, 'PG_VERSION')} is missing`,
    );
    expect(start.messages.at(-1)).toContain('Restore the data folder from a backup');
    expect(start.filesAfter).toBe(start.filesBefore);
  });

  it('with a truncated pg_control names the folder and the file instead of aborting', async () => {
    const start = await startOnDamaged((dir) => truncateSync(path.join(dir, 'global', 'pg_control'), 100));
    expect(start.code).not.toBe(0);
    expect(start.messages.at(-1)).toContain(`The embedded database in ${start.pgliteDir} is damaged`);
    expect(start.messages.at(-1)).toContain('pg_control is 100 bytes');
  });

  it('with a control file Postgres cannot read names the folder instead of aborting', async () => {
    const start = await startOnDamaged((dir) =>
      writeFileSync(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192)),
    );
    expect(start.code).not.toBe(0);
    expect(start.messages.at(-1)).toContain(`The embedded database in ${start.pgliteDir} is damaged`);
    expect(start.messages.at(-1)).toContain('Postgres stopped while opening it');
  });

  it('without its write-ahead log names the folder instead of aborting', async () => {
    const start = await startOnDamaged((dir) => {
      const wal = path.join(dir, 'pg_wal');
      for (const name of readdirSync(wal)) if (/^[0-9A-F]{24}$/.test(name)) unlinkSync(path.join(wal, name));
    });
    expect(start.code).not.toBe(0);
    expect(start.messages.at(-1)).toContain(`The embedded database in ${start.pgliteDir} is damaged`);
    expect(start.messages.at(-1)).toContain('pg_wal');
  });
});
