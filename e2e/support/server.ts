import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/testing/smtp-catcher';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `npm start` gives `node`: the environment it sets, its process settings, then scripts/start.mjs
 * (relative to the root, where the server runs). Read from package.json, so that the tests and
 * benchmarks run the server as it is run, memory settings included.
 */
const startCommand = (() => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(' ');
  const commandAt = words.findIndex((word) => !word.includes('='));
  const env: Record<string, string> = Object.fromEntries(
    words.slice(0, commandAt).map((assignment) => assignment.split('=', 2)),
  );
  const [command, ...args] = words.slice(commandAt);
  if (command !== 'node' || args.at(-1) !== 'scripts/start.mjs') {
    throw new Error(
      `npm start no longer reads "[NAME=value …] node [settings] scripts/start.mjs": ${manifest.scripts.start}`,
    );
  }
  return { env, args };
})();

export interface RunningServer {
  url: string;
  smtp: SmtpCatcher;
  /** The server's process, for a benchmark to read its memory. */
  pid: number;
  /** From the spawn to the server's 'ready' line, in ms. */
  startUpMs: number;
  /** The process's exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Closes this end of the pipe the server logs into, as a log reader that went away would. */
  closeLog(): void;
  /** Stops the server with SIGTERM, unless it has exited already, and removes what it left. */
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

/** The production build as `npm start` runs it, with the tests' environment and `env` over it. */
function spawnStart(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, startCommand.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...startCommand.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The feeds' upstream client then refuses any host but this machine: no test leaves it.
      NODE_ENV: 'test',
      // Every user of a test file signs up from this one machine.
      MAIL_MAX_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export interface StartOptions {
  /** A data folder of the test's own, kept after the stop; by default a new one, removed after. */
  dataDir?: string;
}

/**
 * The production build, started by `npm start`'s script, on a free port with a fresh embedded
 * database and a real local SMTP server catching its mail; `env` adds to its environment (the fake
 * upstream's provider addresses, a PostgreSQL server, a bucket). It is ready when GET /api/health first
 * answers 200, as a load balancer would see it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const smtp = await startSmtpCatcher();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'wayfarer-e2e-')));
  const url = `http://localhost:${await freePort()}`;
  const spawnedAt = performance.now();
  const child = spawnStart({
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ...env,
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
    // Read, or a server that logs much would block on a full pipe.
    child.stdout!.resume();
    const askUntilHealthy = async () => {
      while (!settled) {
        const status = await fetch(`${url}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) settle(resolve);
        else await new Promise((wait) => setTimeout(wait, 5));
      }
    };
    void askUntilHealthy();
  });
  const startUpMs = performance.now() - spawnedAt;
  if (child.pid === undefined) throw new Error('the server has no process id');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    smtp,
    pid: child.pid,
    startUpMs,
    exited,
    closeLog: () => child.stdout!.destroy(),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await smtp.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the production build on a data folder until it exits by itself (within 60 s): its exit code and
 * the messages of what it logged, for the starts that must stop at once.
 */
export async function runServerToExit(dataDir: string): Promise<{ code: number | null; messages: string[] }> {
  const child = spawnStart({ PORT: String(await freePort()), DATA_DIR: dataDir });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const messages = output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return (JSON.parse(line) as { msg: string }).msg;
      } catch {
        return line;
      }
    });
  return { code, messages };
}
