import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The server as `npm start` and `npm run dev` run it, from main.ts: on a terminal a person reads its log,
 * coloured, one line an entry; piped, or under a service manager, every line is JSON. The terminal is a
 * pseudo-terminal that util-linux's `script` opens, as a shell's would be.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY = /Wayfarer is ready at http:\/\/localhost:(\d+)/;
const ESCAPE = '\u001b[';
const SECRET = 'S'.repeat(43);

/** The server from its sources, on a data folder of its own, with an environment that names no format. */
function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const unset = ['DATABASE_URL', 'NO_COLOR', 'FORCE_COLOR'];
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.includes(name))),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    TERM: 'xterm-256color',
  };
}
const serverArgs = ['--import', 'tsx', 'apps/server/src/main.ts'];

/** What the process wrote so far, and a wait for a line that matches. */
function outputOf(child: ChildProcess) {
  let text = '';
  const waiters: (() => void)[] = [];
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    text += chunk.replaceAll('\r', '');
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    text: () => text,
    exited,
    async waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
      for (;;) {
        const match = text.match(pattern);
        if (match) return match;
        const more = new Promise<void>((resolve) => waiters.push(resolve));
        const ended = await Promise.race([more.then(() => false), exited.then(() => true)]);
        if (ended && !text.match(pattern)) throw new Error(`the server exited before ${pattern}:\n${text}`);
      }
    },
  };
}

/** A first start makes the embedded database's cluster, in a process of its own. */
const START_TIMEOUT_MS = 120_000;

/** The process `script` runs the command in: its one child. */
function childOf(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  const child = Number(children[0]);
  if (!Number.isInteger(child) || child <= 0) throw new Error(`script (${pid}) runs no child yet`);
  return child;
}

describe('the server’s log', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-log-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'is coloured lines for a person when standard output is a terminal',
    async () => {
      const command = ['exec', process.execPath, ...serverArgs].join(' ');
      const script = spawn('script', ['--quiet', '--flush', '--return', '--command', command, '/dev/null'], {
        cwd: repoRoot,
        env: serverEnv(dataDir),
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const output = outputOf(script);
      try {
        const [, port] = await output.waitFor(READY);
        await fetch(`http://127.0.0.1:${port}/api/health`);
        // A mailed link's token and an authorization header stay out of the pretty lines too.
        await fetch(`http://127.0.0.1:${port}/api/confirmemail/${SECRET}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${SECRET}` },
        });
        await output.waitFor(/request completed: 4\d\d/);
        // The server itself, as a Ctrl-C or a service manager stops it: it logs its stop and exits.
        process.kill(childOf(script.pid ?? 0), 'SIGTERM');
        await output.waitFor(/INFO.*: .*stopped/);
        await output.exited;
      } finally {
        script.kill('SIGKILL');
      }
      const lines = output.text().split('\n').filter(Boolean);
      expect(output.text()).toContain(ESCAPE);
      expect(output.text()).not.toContain(SECRET);
      for (const line of lines) expect(() => JSON.parse(line)).toThrow();
      const plain = lines.map((line) => stripVTControlCharacters(line));
      expect(plain).toContainEqual(
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Wayfarer is ready at/),
      );
      expect(plain).toContainEqual(
        expect.stringMatching(/INFO: req-\w+ incoming request: GET \/api\/health from 127\.0\.0\.1$/),
      );
      expect(plain).toContainEqual(expect.stringMatching(/INFO: req-\w+ request completed: 200 in \d+ ms$/));
    },
    START_TIMEOUT_MS,
  );

  it(
    'is JSON, one entry a line, when standard output is a pipe',
    async () => {
      const server = spawn(process.execPath, serverArgs, {
        cwd: repoRoot,
        env: serverEnv(dataDir),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const output = outputOf(server);
      try {
        const [, port] = await output.waitFor(READY);
        await fetch(`http://127.0.0.1:${port}/api/health`);
        await output.waitFor(/request completed/);
        server.kill('SIGTERM');
        await output.waitFor(/"msg":"stopped"/);
        await output.exited;
      } finally {
        server.kill('SIGKILL');
      }
      expect(output.text()).not.toContain(ESCAPE);
      const entries = output
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
      expect(entries.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed', 'stopped']),
      );
      expect(entries.find((entry) => entry.msg === 'incoming request')?.req?.url).toBe('/api/health');
    },
    START_TIMEOUT_MS,
  );
});
