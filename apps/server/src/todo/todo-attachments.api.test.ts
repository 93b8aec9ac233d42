import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_MAX_BYTES } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { ATTACHMENT_LINK_LIFETIME_MS } from './attachment-links';
import {
  paddedTo,
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  sampleOdt,
  samplePdf,
  samplePng,
} from './testing/sample-attachments';
import { fileNameOf, todoClient, type TodoClient } from './testing/todo-client';
import { todoUploads } from './todo-schema';

const MISSING_ID = '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50';

describe.each(engines)('to-do attachments on %s', (engine) => {
  let t: TestApp;
  let me: TodoClient;
  let folder: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    me = todoClient(t, (await signUp(t)).auth);
    folder = path.join(t.config.dataDir, 'uploads', 'attachments');
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const stored = (fileName: string) => path.join(folder, fileName);
  const storedNames = async () => (existsSync(folder) ? (await readdir(folder)).sort() : []);

  describe('POST /todolist/attchaments/upload', () => {
    it.each([
      ['a PDF', samplePdf(), 'pdf'],
      ['a PNG', samplePng(), 'png'],
      ['a JPEG', sampleJpeg(), 'jpg'],
      ['a DOCX', sampleDocx(), 'docx'],
      ['a Word 97-2003 DOC', sampleCompoundFile('WordDocument'), 'doc'],
    ])('stores %s under a random name with the extension its bytes show', async (_case, bytes, ext) => {
      const response = await me.upload(bytes, { filename: 'whatever.bin' });
      expect(response.statusCode).toBe(201);
      const { fileName } = response.json<{ fileName: string }>();
      expect(fileName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(await readFile(stored(fileName))).toEqual(bytes);
    });

    it.each([
      ['an executable named .pdf', sampleExe(), 'setup.pdf'],
      ['a text file named .pdf', Buffer.from('Just some notes, not a PDF.\n'), 'notes.pdf'],
      ['an Excel 97-2003 workbook named .doc', sampleCompoundFile('Workbook'), 'budget.doc'],
      ['an OpenDocument text named .docx', sampleOdt(), 'letter.docx'],
      ['an empty file', Buffer.alloc(0), 'empty.pdf'],
    ])('refuses %s with 415 and stores nothing', async (_case, bytes, filename) => {
      const before = await storedNames();
      const response = await me.upload(bytes, { filename, contentType: 'application/pdf' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported_file_type' });
      expect(await storedNames()).toEqual(before);
    });

    it('accepts exactly 10 MB and refuses one byte more with 413, storing nothing', async () => {
      const atLimit = await me.upload(paddedTo(samplePdf(), ATTACHMENT_MAX_BYTES));
      expect(atLimit.statusCode).toBe(201);
      const before = await storedNames();
      const overLimit = await me.upload(paddedTo(samplePdf(), ATTACHMENT_MAX_BYTES + 1));
      expect(overLimit.statusCode).toBe(413);
      expect(overLimit.json()).toHaveProperty('message');
      expect(await storedNames()).toEqual(before);
    });

    it('answers 400 for another field name, 415 for a JSON body and 401 without a session', async () => {
      const wrongField = await me.upload(samplePdf(), { field: 'document' });
      expect(wrongField.statusCode).toBe(400);
      const json = await me.call('POST', '/todolist/attchaments/upload', { file: 'x' });
      expect(json.statusCode).toBe(415);
      const anonymous = await todoClient(t, {}).upload(samplePdf());
      expect(anonymous.statusCode).toBe(401);
    });

    it('sweeps the caller’s uploads that were never attached within a day', async () => {
      const abandoned = await me.newUpload(samplePdf());
      const fresh = await me.newUpload(samplePdf());
      await t.db.execute(
        sql`update ${todoUploads} set created_at = now() - interval '25 hours' where file_name = ${abandoned}`,
      );
      await me.newUpload(samplePng());
      expect(existsSync(stored(abandoned))).toBe(false);
      expect(existsSync(stored(fresh))).toBe(true);
      const list = await me.newList();
      expect((await me.attach({ title: 'Late', link: abandoned, toDoListId: list.id })).statusCode).toBe(404);
    });
  });

  describe('POST /todolist/attchaments', () => {
    it('attaches the upload and answers it with a signed link the board answers too', async () => {
      const list = await me.newList();
      const fileName = await me.newUpload(samplePdf());
      const response = await me.attach({ title: 'Boarding pass', link: fileName, toDoListId: list.id });
      expect(response.statusCode).toBe(201);
      const attachment = response.json();
      expect(attachment).toEqual({
        id: expect.any(String),
        version: 1,
        title: 'Boarding pass',
        link: expect.stringMatching(new RegExp(`^${fileName}\\?expires=\\d+&sig=[\\w-]{43}$`)),
        toDoListId: list.id,
        can: { edit: true, delete: true },
      });
      const onBoard = (await me.boardLists()).find((item) => item.id === list.id);
      expect(onBoard?.toDoListAttchaments).toEqual([
        { ...attachment, link: expect.stringMatching(new RegExp(`^${fileName}\\?`)) },
      ]);
    });

    it('answers 409 when the upload is already attached', async () => {
      const list = await me.newList();
      const attachment = await me.newAttachment(list.id, samplePdf());
      const again = await me.attach({
        title: 'Again',
        link: fileNameOf(attachment.link),
        toDoListId: list.id,
      });
      expect(again.statusCode).toBe(409);
    });

    it('answers 404 for an unknown list or upload and 400 for bad bodies', async () => {
      const list = await me.newList();
      const fileName = await me.newUpload(samplePdf());
      const valid = { title: 'Ticket', link: fileName, toDoListId: list.id };
      expect((await me.attach({ ...valid, toDoListId: MISSING_ID })).statusCode).toBe(404);
      expect((await me.attach({ ...valid, link: `${'0'.repeat(32)}.pdf` })).statusCode).toBe(404);
      for (const body of [
        { ...valid, title: '' },
        { ...valid, link: '../../../etc/passwd' },
        { ...valid, link: `${fileName}?expires=1&sig=x` },
        { ...valid, toDoListId: 'list' },
        { title: 'Ticket', toDoListId: list.id },
      ]) {
        expect((await me.attach(body)).statusCode).toBe(400);
      }
      expect((await me.attach({ ...valid, title: 'x'.repeat(1024 * 1024) })).statusCode).toBe(413);
      expect((await me.attach(valid)).statusCode).toBe(201);
    });
  });

  describe('GET /todolist/attchaments/{link}', () => {
    it('serves the file to the holder of the link, with no session, typed and named, never sniffed', async () => {
      const list = await me.newList();
      const bytes = sampleJpeg();
      const attachment = await me.newAttachment(list.id, bytes, 'Passport scan');
      const response = await me.open(attachment.link);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(bytes);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="Passport scan.jpg"; filename*=UTF-8''Passport%20scan.jpg`,
      );
    });

    it('answers 403 for an altered signature, expiry or file name, and for no signature', async () => {
      const list = await me.newList();
      const first = await me.newAttachment(list.id, samplePdf());
      const second = await me.newAttachment(list.id, samplePng());
      const [fileName, query] = first.link.split('?') as [string, string];
      const params = new URLSearchParams(query);
      const sig = params.get('sig')!;
      const expires = params.get('expires')!;
      const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
      const forgeries = [
        `${fileName}?expires=${expires}&sig=${flipped}`,
        `${fileName}?expires=${Number(expires) + 60_000}&sig=${sig}`,
        `${fileNameOf(second.link)}?expires=${expires}&sig=${sig}`,
        `${fileName}?expires=${expires}&sig=${sig}x`,
        `${fileName}?expires=${expires}&sig=${sig}&sig=${sig}`,
        `${fileName}?expires=${expires}`,
        fileName,
      ];
      for (const link of forgeries) {
        const response = await me.open(link);
        expect(response.statusCode, link).toBe(403);
        expect(response.json()).toMatchObject({ error: 'invalid_link' });
      }
    });

    it('answers 403 once the link has expired', async () => {
      const list = await me.newList();
      const attachment = await me.newAttachment(list.id, samplePdf());
      expect((await me.open(attachment.link)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + ATTACHMENT_LINK_LIFETIME_MS + 1000);
      const response = await me.open(attachment.link);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'link_expired' });
    });

    it('answers 404 when the file is gone', async () => {
      const list = await me.newList();
      const attachment = await me.newAttachment(list.id, samplePdf());
      await rm(stored(fileNameOf(attachment.link)));
      expect((await me.open(attachment.link)).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it('DELETE /todolist/attchaments removes the attachment and its stored file', async () => {
      const list = await me.newList();
      const attachment = await me.newAttachment(list.id, samplePdf());
      const file = stored(fileNameOf(attachment.link));
      expect(existsSync(file)).toBe(true);
      expect((await me.deleteAttachment(attachment.id)).statusCode).toBe(204);
      expect(existsSync(file)).toBe(false);
      expect((await me.open(attachment.link)).statusCode).toBe(404);
      const onBoard = (await me.boardLists()).find((item) => item.id === list.id);
      expect(onBoard?.toDoListAttchaments).toEqual([]);
      expect((await me.deleteAttachment(attachment.id)).statusCode).toBe(404);
      expect((await me.deleteAttachment('nope')).statusCode).toBe(400);
    });

    it('DELETE /todolist removes the stored files of the list’s attachments, and only those', async () => {
      const list = await me.newList();
      const other = await me.newList();
      const pdf = await me.newAttachment(list.id, samplePdf());
      const png = await me.newAttachment(list.id, samplePng());
      const kept = await me.newAttachment(other.id, sampleDocx());
      expect((await me.deleteList(list.id)).statusCode).toBe(204);
      expect(existsSync(stored(fileNameOf(pdf.link)))).toBe(false);
      expect(existsSync(stored(fileNameOf(png.link)))).toBe(false);
      expect(existsSync(stored(fileNameOf(kept.link)))).toBe(true);
      expect((await me.open(kept.link)).statusCode).toBe(200);
    });
  });
});
