import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ATTACHMENT_MAX_BYTES } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signUp } from '../testing/accounts-flow';
import { startS3Server, TEST_BUCKET, type S3Server } from '../testing/s3-server';
import { backends, startTestStorage, type TestStorage } from '../testing/storage-backends';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { attachmentFiles } from './attachment-files';
import {
  paddedTo,
  sampleCompoundFile,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../todo/testing/sample-attachments';
import { fileNameOf, multipartFile, todoClient, type TodoClient } from '../todo/testing/todo-client';
import { todoUploads } from '../todo/todo-schema';
import { sweepAbandonedUploads } from '../todo/upload-sweep';
import type { FileStore } from './file-store';
import { openFileStore } from './open-file-store';
import { s3FileStore } from './s3-store';

const MB = 1024 * 1024;
const KEY = `attachments/${'a'.repeat(32)}.pdf`;

/** A body arriving in pieces, as an upload does, failing after its first piece when told to. */
function arriving(pieces: Buffer[], failWith?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (const [index, piece] of pieces.entries()) {
        yield piece;
        if (failWith && index === 0) throw failWith;
      }
    })(),
    { objectMode: false },
  );
}

/*
 * The same suite on each store the app can run on: local disk, and an S3-compatible bucket (s3rver, a
 * local server started here). First the store itself, then the uploads through the app.
 */
describe.each(backends)('the %s file store', (backend) => {
  let storage: TestStorage;
  let dataDir: string;
  let store: FileStore;
  beforeAll(async () => {
    storage = await startTestStorage(backend);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-store-'));
    store = await openFileStore(loadConfig({ DATA_DIR: dataDir, ...storage.env }), pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await storage?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a body that arrives in pieces and opens it again, whole, with its size', async () => {
    const pieces = [Buffer.from('%PDF-1.4 first piece, '), Buffer.from('second piece, '), Buffer.from('end')];
    expect(await store.put(KEY, arriving(pieces), 'application/pdf')).toBe(Buffer.concat(pieces).length);
    const stored = await store.open(KEY);
    expect(stored?.size).toBe(Buffer.concat(pieces).length);
    expect(await text(stored!.stream)).toBe(Buffer.concat(pieces).toString());
    expect(await storage.keys(dataDir, 'attachments/')).toContain(KEY);
  });

  it('reads any range, fewer bytes at the end and none past it', async () => {
    const bytes = Buffer.from('0123456789abcdef');
    await store.put(KEY, bytes, 'application/pdf');
    expect((await store.read(KEY, 4, 6)).toString()).toBe('456789');
    expect((await store.read(KEY, 12, 100)).toString()).toBe('cdef');
    expect((await store.read(KEY, 16, 10)).length).toBe(0);
  });

  it('streams a 7 MB body through (a multipart upload on S3) byte for byte', async () => {
    const bytes = Buffer.alloc(7 * MB, 'abcdefghij');
    const pieces = Array.from({ length: 7 * 16 }, (_, i) =>
      bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
    );
    expect(await store.put(KEY, arriving(pieces), 'application/pdf')).toBe(bytes.length);
    const stored = await store.open(KEY);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('throws the body’s own error when it fails, and leaves nothing under the key', async () => {
    const key = `attachments/${'b'.repeat(32)}.pdf`;
    const cut = new Error('cut short');
    const failing = arriving([Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2)], cut);
    await expect(store.put(key, failing, 'application/pdf')).rejects.toBe(cut);
    expect(await store.open(key)).toBeUndefined();
    expect(await storage.keys(dataDir, 'attachments/')).not.toContain(key);
  });

  it('removes an object, and takes the removal of one already gone as done', async () => {
    const key = `user/${'c'.repeat(32)}.png`;
    await store.put(key, samplePng(), 'image/png');
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
    expect(await storage.keys(dataDir, 'user/')).toEqual([]);
  });

  it('refuses a key that is not one of the names it makes', async () => {
    for (const key of ['../etc/passwd', 'attachments/../../x.pdf', 'attachments/name.pdf', '/abs.pdf']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a stored file key/);
    }
  });
});

describe.each(engines.flatMap((engine) => backends.map((backend) => [engine, backend] as const)))(
  'uploads on %s with the %s store',
  (engine, backend) => {
    let storage: TestStorage;
    let t: TestApp;
    let me: TodoClient;
    beforeAll(async () => {
      storage = await startTestStorage(backend);
      t = await startTestApp(engine, storage.env);
      me = todoClient(t, (await signUp(t)).auth);
    });
    afterAll(async () => {
      await t?.close();
      await storage?.close();
    });

    const keys = (prefix: 'attachments/' | 'user/') => storage.keys(t.config.dataDir, prefix);

    it('stores an attachment under attachments/ and opens it through its signed link, streamed', async () => {
      const list = await me.newList();
      const bytes = paddedTo(samplePdf(), 3 * MB);
      const attachment = await me.newAttachment(list.id, bytes);
      const fileName = fileNameOf(attachment.link);
      expect(await keys('attachments/')).toContain(`attachments/${fileName}`);
      const opened = await me.open(attachment.link);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-length']).toBe(String(bytes.length));
      expect(opened.rawPayload.equals(bytes)).toBe(true);
    });

    it('keeps a Word 97-2003 file and removes any other compound file it had to store to look into', async () => {
      const before = await keys('attachments/');
      const doc = await me.newUpload(sampleCompoundFile('WordDocument', 120));
      expect(doc).toMatch(/\.doc$/);
      const workbook = await me.upload(sampleCompoundFile('Workbook'));
      expect(workbook.statusCode).toBe(415);
      expect(await keys('attachments/')).toEqual([...before, `attachments/${doc}`].sort());
    });

    it('refuses a file by its first bytes with 415 before storing any of it', async () => {
      const before = await keys('attachments/');
      const response = await me.upload(paddedTo(sampleExe(), 2 * MB), { filename: 'setup.pdf' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported_file_type' });
      expect(await keys('attachments/')).toEqual(before);
    });

    it('answers 413 over real HTTP for a file past 10 MB and 415 for a refused one, leaving no object behind', async () => {
      const before = await keys('attachments/');
      const { auth } = await signUp(t);
      const server = await t.anotherInstance();
      try {
        await server.listen({ port: 0, host: '127.0.0.1' });
        const { port } = server.server.address() as AddressInfo;
        const form = new FormData();
        const huge = paddedTo(samplePdf(), ATTACHMENT_MAX_BYTES + MB);
        form.append('file', new Blob([huge], { type: 'application/pdf' }), 'big.pdf');
        const response = await fetch(`http://127.0.0.1:${port}/api/todolist/attchaments/upload`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toHaveProperty('error', 'file_too_large');
        const refused = new FormData();
        refused.append('file', new Blob([paddedTo(sampleExe(), 2 * MB)]), 'setup.pdf');
        const answer = await fetch(`http://127.0.0.1:${port}/api/todolist/attchaments/upload`, {
          method: 'POST',
          headers: auth,
          body: refused,
        });
        expect(answer.status).toBe(415);
      } finally {
        await server.close();
      }
      expect(await keys('attachments/')).toEqual(before);
    });

    it('deletes the object with its attachment, and the objects of a deleted list', async () => {
      const list = await me.newList();
      const single = await me.newAttachment(list.id, samplePdf());
      const first = await me.newAttachment(list.id, samplePng());
      const second = await me.newAttachment(list.id, sampleJpeg());
      expect((await me.deleteAttachment(single.id)).statusCode).toBe(204);
      expect(await keys('attachments/')).not.toContain(`attachments/${fileNameOf(single.link)}`);
      expect((await me.deleteList(list.id)).statusCode).toBe(204);
      const left = await keys('attachments/');
      expect(left).not.toContain(`attachments/${fileNameOf(first.link)}`);
      expect(left).not.toContain(`attachments/${fileNameOf(second.link)}`);
    });

    it('sweeps the objects of uploads no list claimed within a day', async () => {
      const abandoned = await me.newUpload(samplePdf());
      await t.db.execute(
        sql`update ${todoUploads} set created_at = now() - interval '25 hours' where file_name = ${abandoned}`,
      );
      expect(await sweepAbandonedUploads(t.db, attachmentFiles(t.files, t.app.log))).toBe(1);
      expect(await keys('attachments/')).not.toContain(`attachments/${abandoned}`);
    });

    it('stores a profile photo under user/, serves it, and removes the one it replaces', async () => {
      const { auth } = await signUp(t);
      const upload = async (bytes: Buffer) => {
        const form = multipartFile(bytes, { filename: 'me.png', contentType: 'image/png' });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/photo',
          headers: { ...auth, ...form.headers },
          payload: form.payload,
        });
        return response.json<{ result: string }>().result;
      };
      const first = await upload(samplePng());
      expect(await keys('user/')).toContain(`user/${first}`);
      const served = await t.app.inject({ method: 'GET', url: `/api/imagens/user/${first}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const second = await upload(sampleJpeg());
      const stored = await keys('user/');
      expect(stored).toContain(`user/${second}`);
      expect(stored).not.toContain(`user/${first}`);
    });
  },
);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('an S3 store that fails', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it('logs the operation, key, error name and status, never the key id, the secret or a signature', async () => {
    const lines: string[] = [];
    const keyId = 'AKIAWAYFARERWRONGKEY';
    const secret = 'wayfarer-secret-that-must-not-be-logged';
    const store = s3FileStore({
      bucket: TEST_BUCKET,
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      // s3rver answers InvalidAccessKeyId, echoing the key id in its answer, as S3 does.
      credentials: { accessKeyId: keyId, secretAccessKey: secret },
      forcePathStyle: true,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    await expect(store.put(KEY, arriving([samplePdf()]), 'application/pdf')).rejects.toMatchObject({
      statusCode: 503,
      code: 'storage_unavailable',
    });
    await expect(store.open(KEY)).rejects.toMatchObject({ statusCode: 503 });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'file storage request failed',
        operation: 'put',
        key: KEY,
        error: 'InvalidAccessKeyId',
        status: 403,
      }),
    );
    for (const secretPart of [keyId, secret, 'Signature', 'Credential', 'X-Amz']) {
      expect(lines.join('\n')).not.toContain(secretPart);
    }
  });

  it.each(engines)(
    'answers 503 storage_unavailable on %s while the bucket cannot be reached, and the app goes on',
    async (engine) => {
      const t = await startTestApp(engine, {
        ...s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      });
      try {
        const me = todoClient(t, (await signUp(t)).auth);
        const upload = await me.upload(samplePdf());
        expect(upload.statusCode).toBe(503);
        expect(upload.json()).toEqual({
          error: 'storage_unavailable',
          message: 'File storage is not available right now. Try again shortly.',
        });
        expect((await me.upload(sampleExe())).statusCode).toBe(415);
        expect((await me.boardLists()).length).toBe(0);
      } finally {
        await t.close();
      }
    },
  );
});
