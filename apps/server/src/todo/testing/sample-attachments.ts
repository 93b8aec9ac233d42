import { crc32, deflateSync } from 'node:zlib';

/*
 * Small but real files of each kind an attachment may be, built byte by byte so that the tests need no
 * fixtures, plus look-alikes that must be refused.
 */

export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj ${object} endobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** One yellow pixel. */
export function samplePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const scanline = Buffer.from([0, 0xff, 0xfd, 0x00, 0xff]); // filter byte, then the pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2×2 blue baseline JPEG, as Chromium's canvas encodes it. */
export function sampleJpeg(): Buffer {
  return Buffer.from(
    [
      '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA',
      'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA',
      'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA',
      'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA',
      'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA',
      'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYF',
      'BAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMK',
      'ChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEB',
      'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/',
      'xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCsBRwB/9k=',
    ].join(''),
    'base64',
  );
}

/** A zip of uncompressed entries: all an Office Open XML package needs. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORDPROCESSING = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** A one-paragraph Word document. */
export function sampleDocx(): Buffer {
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${WORDPROCESSING}.document.main+xml"/>` +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Target="word/document.xml" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Visa appointment</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** An OpenDocument text: a zip too, but not one we accept. */
export function sampleOdt(): Buffer {
  return storedZip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office/>' });
}

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;

function directoryEntry(name: string, type: number, child: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black, in the red-black tree of names
  entry.writeUInt32LE(NO_STREAM, 68);
  entry.writeUInt32LE(NO_STREAM, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A version 3 compound file (512-byte sectors) holding one 4 KB stream: `WordDocument` makes it a
 * Word 97-2003 document, `Workbook` an Excel one. More than 109 FAT sectors, as a file of about 7 MB
 * has, puts the rest of the FAT's sector list into a DIFAT sector.
 */
export function sampleCompoundFile(streamName = 'WordDocument', fatSectorCount = 1): Buffer {
  const sectorSize = 512;
  const streamSectors = 8;
  const difatSectorCount = fatSectorCount > 109 ? 1 : 0;
  const difatSector = fatSectorCount;
  const directorySector = fatSectorCount + difatSectorCount;
  const streamStart = directorySector + 1;

  const header = Buffer.alloc(sectorSize);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(fatSectorCount, 0x2c);
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(4096, 0x38); // mini stream cut-off
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(difatSectorCount ? difatSector : END_OF_CHAIN, 0x44);
  header.writeUInt32LE(difatSectorCount, 0x48);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectorCount ? i : FREE_SECTOR, 0x4c + i * 4);

  // Every sector's FAT entry fits in the first FAT sector; the others are all free.
  const fat = Buffer.alloc(fatSectorCount * sectorSize, 0xff);
  for (let sector = 0; sector < fatSectorCount; sector++) fat.writeUInt32LE(FAT_SECTOR, sector * 4);
  if (difatSectorCount) fat.writeUInt32LE(DIFAT_SECTOR, difatSector * 4);
  fat.writeUInt32LE(END_OF_CHAIN, directorySector * 4);
  for (let sector = streamStart; sector < streamStart + streamSectors; sector++) {
    const last = sector === streamStart + streamSectors - 1;
    fat.writeUInt32LE(last ? END_OF_CHAIN : sector + 1, sector * 4);
  }

  const difat = Buffer.alloc(difatSectorCount * sectorSize, 0xff);
  for (let i = 109; i < fatSectorCount; i++) difat.writeUInt32LE(i, (i - 109) * 4);
  if (difatSectorCount) difat.writeUInt32LE(END_OF_CHAIN, sectorSize - 4);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, END_OF_CHAIN, 0),
    directoryEntry(streamName, 2, NO_STREAM, streamStart, streamSectors * sectorSize),
    Buffer.alloc(256),
  ]);
  for (const unused of [2, 3]) {
    for (const field of [68, 72, 76]) directory.writeUInt32LE(NO_STREAM, unused * 128 + field);
  }
  const stream = Buffer.alloc(streamSectors * sectorSize);
  stream.writeUInt16LE(0xa5ec, 0); // the Word file information block's magic number
  return Buffer.concat([header, fat, difat, directory, stream]);
}

/** The start of a Windows executable. */
export function sampleExe(): Buffer {
  const exe = Buffer.alloc(256);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

/** The file grown to exactly `size` bytes with trailing spaces, which PDF readers skip. */
export function paddedTo(file: Buffer, size: number): Buffer {
  return Buffer.concat([file, Buffer.alloc(size - file.length, 0x20)]);
}
