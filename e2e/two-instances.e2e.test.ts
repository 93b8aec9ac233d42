import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { moveCard, TODO_STATUSES, type TodoListAnswer, type TodoListStatus } from '@wayfarer/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { startS3Server, type S3Server } from '../apps/server/src/testing/s3-server';
import { samplePdf, samplePng } from '../apps/server/src/todo/testing/sample-attachments';
import { E2E_PASSWORD, userWithTrip } from './support/accounts';
import { freshPostgresDatabase, type FreshDatabase } from './support/postgres';
import { startServer, type RunningServer } from './support/server';

/*
 * The scale path: two production servers on one PostgreSQL database and one S3-compatible bucket (s3rver
 * on 127.0.0.1), with one signing secret, and requests alternating between them as a load balancer
 * sends them. Neither keeps anything another must see: sessions, sign-in counts, feed answers and the
 * board live in the database, files in the bucket.
 */

const migrations = readdirSync(fileURLToPath(new URL('../apps/server/drizzle', import.meta.url))).filter(
  (name) => name.endsWith('.sql'),
);

type Auth = { authorization: string };

describe('two instances on one PostgreSQL database and one S3 bucket', () => {
  let database: FreshDatabase;
  let s3: S3Server;
  let fake: FakeUpstream;
  let a: RunningServer;
  let b: RunningServer;
  let instances: [RunningServer, RunningServer];
  beforeAll(async () => {
    database = await freshPostgresDatabase('two_instances');
    s3 = await startS3Server();
    fake = await startFakeUpstream();
    const env = {
      ...fake.env,
      ...s3.env,
      DATABASE_URL: database.url,
      ATTACHMENT_SIGNING_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    };
    // At the same time on an empty database: each takes the migrations' advisory lock in turn.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    instances = [a, b];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await s3?.close();
    await database?.drop();
  });

  const call = (server: RunningServer, method: string, path: string, auth?: Auth, body?: object) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...auth, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });
  const signedIn = async () => {
    const { token, email } = await userWithTrip(a);
    return { auth: { authorization: `Bearer ${token}` }, email };
  };
  const uploadTo = (server: RunningServer, path: string, auth: Auth, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch(`${server.url}/api${path}`, { method: 'POST', headers: auth, body: form });
  };

  it('both start at once on an empty database, the migrations applied once, and answer GET /api/health', async () => {
    for (const server of instances) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ count: migrations.length });
    } finally {
      await client.end();
    }
  });

  it('takes a session made on one on the other, and a sign-out on one ends it on both', async () => {
    const { auth } = await signedIn();
    expect((await call(b, 'GET', '/user', auth)).status).toBe(200);
    expect((await call(b, 'POST', '/logout', auth)).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/user', auth)).status).toBe(401);
    expect((await call(b, 'GET', '/user', auth)).status).toBe(401);
  });

  it('opens an attachment uploaded through one with the other’s signed link, from the bucket', async () => {
    const { auth } = await signedIn();
    const list = (await (
      await call(a, 'POST', '/todolist', auth, {
        title: 'Visa',
        description: 'Papers',
        color: '#3B9AF5',
        date: Date.now(),
      })
    ).json()) as { id: string };
    const bytes = samplePdf();
    const upload = await uploadTo(a, '/todolist/attchaments/upload', auth, bytes, 'visa.pdf');
    expect(upload.status).toBe(201);
    const { fileName } = (await upload.json()) as { fileName: string };
    expect(await s3.keys('attachments/')).toContain(`attachments/${fileName}`);
    const attached = await call(a, 'POST', '/todolist/attchaments', auth, {
      title: 'Visa form',
      link: fileName,
      toDoListId: list.id,
    });
    expect(attached.status).toBe(201);
    const board = (await (await call(b, 'GET', '/todolist', auth)).json()) as TodoListAnswer[];
    const linkFromB = board[0]?.toDoListAttchaments[0]?.link;
    const { link: linkFromA } = (await attached.json()) as { link: string };
    for (const [server, link] of [
      [a, linkFromB],
      [b, linkFromA],
    ] as const) {
      const opened = await fetch(`${server.url}/api/todolist/attchaments/${link}`);
      expect(opened.status).toBe(200);
      expect(Buffer.from(await opened.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('serves a profile photo uploaded through one from the other', async () => {
    const { auth } = await signedIn();
    const upload = await uploadTo(a, '/user/photo', auth, samplePng(), 'me.png');
    expect(upload.status).toBe(200);
    const { result: name } = (await upload.json()) as { result: string };
    const served = await fetch(`${b.url}/api/imagens/user/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('counts failed sign-ins on both toward one lock', async () => {
    const { email } = await signedIn();
    const statuses: number[] = [];
    // LOGIN_MAX_FAILURES_PER_EMAIL is 5: three wrong guesses on one, two on the other.
    for (let i = 0; i < 5; i += 1) {
      const server = instances[i % 2]!;
      statuses.push(
        (await call(server, 'POST', '/login', undefined, { email, password: 'Wrong2026x' })).status,
      );
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    for (const server of instances) {
      const locked = await call(server, 'POST', '/login', undefined, { email, password: E2E_PASSWORD });
      expect(locked.status).toBe(429);
    }
  });

  it('serves from the other a feed answer one has cached: one upstream call for both', async () => {
    const { auth } = await signedIn();
    const weather = '/cities/weather?city=Tokyo&country=JP';
    const first = await call(a, 'GET', weather, auth);
    expect(first.status).toBe(200);
    const callsAfterFirst = fake.calls('open-meteo').length;
    const second = await call(b, 'GET', weather, auth);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(fake.calls('open-meteo').length).toBe(callsAfterFirst);
  });

  it('leaves every column numbered 0, 1, 2… after moves sent to both at once', async () => {
    const { auth } = await signedIn();
    for (let i = 0; i < 9; i += 1) {
      const created = await call(instances[i % 2]!, 'POST', '/todolist', auth, {
        title: `List ${i}`,
        description: 'Moved about',
        color: '#3B9AF5',
        date: Date.now(),
        status: TODO_STATUSES[i % 3],
      });
      expect(created.status).toBe(201);
    }
    // Each drop is computed on the board as it was before any of them, as tabs that have not reloaded.
    const seen = (await (await call(a, 'GET', '/todolist', auth)).json()) as TodoListAnswer[];
    const drops = Array.from({ length: 24 }, (_, i) => ({
      activeId: seen[(i * 5) % seen.length]!.id,
      status: TODO_STATUSES[(i * 7) % 3] as TodoListStatus,
      index: (i * 3) % 4,
    }));
    const answers = await Promise.all(
      drops.map((drop, i) => {
        const { changed } = moveCard(seen, drop);
        const moves = changed.map(({ id, status, position }) => ({ id, status, position }));
        return call(instances[i % 2]!, 'PATCH', '/todolist/position', auth, moves as unknown as object);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(drops.map(() => 204));
    const board = (await (await call(b, 'GET', '/todolist', auth)).json()) as TodoListAnswer[];
    expect(board).toHaveLength(9);
    for (const status of TODO_STATUSES) {
      const positions = board.filter((list) => list.status === status).map((list) => list.position);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });

  it('on SIGTERM one stops with 0 while the other goes on serving the same session', async () => {
    const { auth } = await signedIn();
    process.kill(a.pid, 'SIGTERM');
    expect(await a.exited).toBe(0);
    expect((await call(b, 'GET', '/user', auth)).status).toBe(200);
  });
});
