import { describe, expect, it } from 'vitest';
import { attachmentKindOf } from './attachment-kind';
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

describe('attachmentKindOf', () => {
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
    ['a Word 97-2003 document', sampleCompoundFile('WordDocument'), 'doc', 'application/msword'],
  ])('knows %s by its bytes', async (_case, bytes, ext, mime) => {
    expect(await attachmentKindOf(bytes)).toEqual({ ext, mime });
  });

  it.each([
    [
      'an Excel 97-2003 workbook (a compound file without a WordDocument stream)',
      sampleCompoundFile('Workbook'),
    ],
    ['an OpenDocument text (a zip, but no Word document)', sampleOdt()],
    ['a Windows executable', sampleExe()],
    ['plain text', Buffer.from('%PDX not really a pdf, just text')],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s', async (_case, bytes) => {
    expect(await attachmentKindOf(bytes)).toBeUndefined();
  });
});

describe('compoundFileStreamNames', () => {
  it('lists the streams of a compound file', () => {
    expect(compoundFileStreamNames(sampleCompoundFile('WordDocument'))).toEqual(['WordDocument']);
  });

  it('finds the directory of a large file through the DIFAT sector chain', () => {
    expect(compoundFileStreamNames(sampleCompoundFile('WordDocument', 120))).toEqual(['WordDocument']);
  });

  it('answers undefined, without throwing, for truncated or corrupt files', () => {
    const file = sampleCompoundFile();
    expect(compoundFileStreamNames(file.subarray(0, 700))).toBeUndefined();
    const loop = Buffer.from(file);
    loop.writeUInt32LE(1, 512 + 4); // the directory sector chains to itself
    expect(compoundFileStreamNames(loop)).toBeUndefined();
    const farAway = Buffer.from(file);
    farAway.writeUInt32LE(0x00ffffff, 0x30); // directory beyond the end of the file
    expect(compoundFileStreamNames(farAway)).toBeUndefined();
    const tooManyFatSectors = Buffer.from(file);
    tooManyFatSectors.writeUInt32LE(5000, 0x2c);
    expect(compoundFileStreamNames(tooManyFatSectors)).toBeUndefined();
  });
});
