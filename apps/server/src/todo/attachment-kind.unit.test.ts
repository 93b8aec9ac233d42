import { describe, expect, it } from 'vitest';
import { bytesSource } from '../storage/block-reader';
import { COMPOUND_FILE, compoundFileKind, sniffAttachment } from './attachment-kind';
import { compoundFileStreamNames } from './compound-file';
import {
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  sampleOdt,
  samplePdf,
  samplePng,
} from './testing/sample-attachments';

describe('sniffAttachment', () => {
  it.each([
    ['a PDF', samplePdf(), 'pdf', 'application/pdf'],
    ['a PNG', samplePng(), 'png', 'image/png'],
    ['a JPEG', sampleJpeg(), 'jpg', 'image/jpeg'],
    [
      'a Word document',
      sampleDocx(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('knows %s by its bytes', async (_case, bytes, ext, mime) => {
    expect(await sniffAttachment(bytes)).toEqual({ ext, mime });
  });

  it('leaves a compound file to be looked into once stored', async () => {
    expect(await sniffAttachment(sampleCompoundFile('Workbook'))).toBe(COMPOUND_FILE);
  });

  it.each([
    ['an OpenDocument text (a zip, but no Word document)', sampleOdt()],
    ['a Windows executable', sampleExe()],
    ['plain text', Buffer.from('%PDX not really a pdf, just text')],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s', async (_case, bytes) => {
    expect(await sniffAttachment(bytes)).toBeUndefined();
  });
});

describe('compoundFileKind', () => {
  it('knows a Word 97-2003 document by its WordDocument stream', async () => {
    expect(await compoundFileKind(bytesSource(sampleCompoundFile('WordDocument')))).toEqual({
      ext: 'doc',
      mime: 'application/msword',
    });
  });

  it('refuses an Excel 97-2003 workbook (a compound file without a WordDocument stream)', async () => {
    expect(await compoundFileKind(bytesSource(sampleCompoundFile('Workbook')))).toBeUndefined();
  });
});

describe('compoundFileStreamNames', () => {
  it('lists the streams of a compound file', async () => {
    expect(await compoundFileStreamNames(bytesSource(sampleCompoundFile('WordDocument')))).toEqual([
      'WordDocument',
    ]);
  });

  it('finds the directory of a large file through the DIFAT sector chain', async () => {
    expect(await compoundFileStreamNames(bytesSource(sampleCompoundFile('WordDocument', 120)))).toEqual([
      'WordDocument',
    ]);
  });

  it('answers undefined, without throwing, for truncated or corrupt files', async () => {
    const file = sampleCompoundFile();
    const names = (bytes: Buffer) => compoundFileStreamNames(bytesSource(bytes));
    expect(await names(file.subarray(0, 700))).toBeUndefined();
    const loop = Buffer.from(file);
    loop.writeUInt32LE(1, 512 + 4); // the directory sector chains to itself
    expect(await names(loop)).toBeUndefined();
    const farAway = Buffer.from(file);
    farAway.writeUInt32LE(0x00ffffff, 0x30); // directory beyond the end of the file
    expect(await names(farAway)).toBeUndefined();
    const tooManyFatSectors = Buffer.from(file);
    tooManyFatSectors.writeUInt32LE(5000, 0x2c);
    expect(await names(tooManyFatSectors)).toBeUndefined();
  });
});
