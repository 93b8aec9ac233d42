import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { attachmentFiles } from '../storage/attachment-files';
import { paddedTo, samplePdf } from './testing/sample-attachments';
import { todoClient } from './testing/todo-client';
import { sweepAbandonedUploads } from './upload-sweep';

const KB = 1024;
const HOUR_MS = 3_600_000;

/*
 * Before, 40 uploads of 10 MB that were never attached all answered 201 and kept 400 MB on disk until
 * their user uploaded again. A user may keep a few uploads waiting and a bounded total of files, and
 * every user's abandoned uploads are swept without waiting for them.
 */
describe.each(engines)('upload quotas on %s', (engine) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    // 3 waiting uploads, and 100 KB of files in all.
    t = await startTestApp(engine, { UPLOAD_MAX_PENDING: '3', UPLOAD_QUOTA_MB: String(100 / 1024) });
    folder = path.join(t.config.dataDir, 'uploads', 'attachments');
  });
  afterAll(() => t.close());

  const newUser = async () => todoClient(t, (await signUp(t)).auth);
  const storedCount = async () => (existsSync(folder) ? (await readdir(folder)).length : 0);
  const tenKb = () => paddedTo(samplePdf(), 10 * KB);

  it('answers 429 past the uploads waiting to be attached, keeps nothing, and takes more once one is attached', async () => {
    const me = await newUser();
    const uploads = [await me.newUpload(tenKb()), await me.newUpload(tenKb()), await me.newUpload(tenKb())];
    const before = await storedCount();
    const refused = await me.upload(tenKb());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_pending_uploads',
      message: expect.stringMatching(/^3 of your uploaded files are not attached to a list yet/),
    });
    expect(await storedCount()).toBe(before);
    const list = await me.newList();
    expect((await me.attach({ title: 'Ticket', link: uploads[0], toDoListId: list.id })).statusCode).toBe(
      201,
    );
    expect((await me.upload(tenKb())).statusCode).toBe(201);
  });

  it('counts uploads sent at once one by one: no more than the limit get through', async () => {
    const me = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => me.upload(tenKb())));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
  });

  it('answers 413 past the quota of stored files, attached ones included, until some are deleted', async () => {
    const me = await newUser();
    const list = await me.newList();
    const big = await me.newAttachment(list.id, paddedTo(samplePdf(), 50 * KB));
    await me.newAttachment(list.id, paddedTo(samplePdf(), 50 * KB));
    const full = await me.upload(tenKb());
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      error: 'upload_quota_exceeded',
      message: 'Your attachments take 0.1 MB of your 0.1 MB: delete some to attach this file.',
    });
    expect((await me.deleteAttachment(big.id)).statusCode).toBe(204);
    expect((await me.upload(tenKb())).statusCode).toBe(201);
  });

  it("sweeps every user's uploads not attached within a day, with no upload of theirs to set it off", async () => {
    const me = await newUser();
    const other = await newUser();
    const list = await me.newList();
    const abandoned = await me.newUpload(tenKb());
    const othersAbandoned = await other.newUpload(tenKb());
    const attached = await me.newAttachment(list.id, tenKb());
    const files = attachmentFiles(t.files, t.app.log);

    expect(await sweepAbandonedUploads(t.db, files, Date.now() + HOUR_MS)).toBe(0);
    expect(await sweepAbandonedUploads(t.db, files, Date.now() + 25 * HOUR_MS)).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(folder, abandoned))).toBe(false);
    expect(existsSync(path.join(folder, othersAbandoned))).toBe(false);
    expect(existsSync(path.join(folder, attached.link.split('?')[0]!))).toBe(true);
    const late = await me.attach({ title: 'Late', link: abandoned, toDoListId: list.id });
    expect(late.statusCode).toBe(404);
  });
});
