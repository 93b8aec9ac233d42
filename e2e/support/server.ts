import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/testing/smtp-catcher';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  smtp: SmtpCatcher;
  /** The server's process, for a benchmark to read its memory. */
  pid: number;
  /** From the spawn to the server's 'ready' line, in ms. */
  startUpMs: number;
  stop(): Promise<void>;
}

/** A port free right now; the server is told it up front, so that mailed links point at it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Log levels at which the server does not log its 'ready' line: readiness is then its first answer. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * The production build, started by `npm start`'s script, on a free port with a fresh embedded
 * database and a real local SMTP server catching its mail; `env` adds to its environment (the fake
 * upstream's provider addresses, say). With LOG_LEVEL at warn or above (a benchmark's quiet server) it
 * is ready when it first answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const smtp = await startSmtpCatcher();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-e2e-'));
  const url = `http://localhost:${await freePort()}`;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      // The feeds' upstream client then refuses any host but this machine: no test leaves it.
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error('the server did not start within 60 s'))),
      60_000,
    );
    child.once('exit', (code) => settle(() => reject(new Error(`the server exited with ${code}`))));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('ready at http://localhost:')) settle(resolve);
    });
    const askUntilItAnswers = async () => {
      while (!settled) {
        try {
          await fetch(`${url}/api/config`);
          settle(resolve);
        } catch {
          await new Promise((wait) => setTimeout(wait, 5));
        }
      }
    };
    if (QUIET_LEVELS.has(env.LOG_LEVEL ?? '')) void askUntilItAnswers();
  });
  const startUpMs = performance.now() - spawnedAt;
  if (child.pid === undefined) throw new Error('the server has no process id');
  return {
    url,
    smtp,
    pid: child.pid,
    startUpMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
