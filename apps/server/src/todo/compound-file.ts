import type { ByteSource } from '../storage/block-reader';

/**
 * Just enough of Microsoft's Compound File Binary format (MS-CFB) to list the names of the streams a file
 * holds. file-type reports every CFB file alike (Word, Excel, PowerPoint, MSI installers…); a Word 97-2003
 * document is the one holding a `WordDocument` stream. Malformed input answers undefined, never throws.
 *
 * The file is read through a ByteSource, at the offsets its header and FAT point to, because the
 * directory can sit anywhere in the file (Word often writes it after the document's text): an upload is
 * stored first and then looked into by ranged reads, so that no whole file need be held in memory.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const HEADER_DIFAT_OFFSET = 0x4c;
/** Sector numbers at or above this one are markers (end of chain, free, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

class Sectors {
  readonly size: number;
  readonly count: number;

  constructor(
    private readonly source: ByteSource,
    sectorShift: number,
  ) {
    this.size = 1 << sectorShift;
    // Writers may leave the last sector short; it still counts.
    this.count = Math.ceil(source.size / this.size) - 1;
  }

  /** A uint32 at `index` within sector `sector`, or undefined when it lies outside the file. */
  async uint32(sector: number, index: number): Promise<number | undefined> {
    const start = this.offset(sector);
    if (start === undefined || (index + 1) * 4 > this.size) return undefined;
    const bytes = await this.source.read(start + index * 4, 4);
    return bytes.length === 4 ? viewOf(bytes).getUint32(0, true) : undefined;
  }

  /** The bytes of one sector (fewer for a short last one). */
  async read(sector: number): Promise<Uint8Array | undefined> {
    const start = this.offset(sector);
    return start === undefined ? undefined : this.source.read(start, this.size);
  }

  offset(sector: number): number | undefined {
    return sector >= 0 && sector < this.count ? (sector + 1) * this.size : undefined;
  }
}

/** The sectors holding the FAT: the header's first 109, then the DIFAT sector chain. */
async function fatSectors(header: DataView, sectors: Sectors): Promise<number[] | undefined> {
  const fatCount = header.getUint32(0x2c, true);
  if (fatCount > sectors.count) return undefined;
  const found: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++) {
    found.push(header.getUint32(HEADER_DIFAT_OFFSET + i * 4, true));
  }
  const perDifatSector = sectors.size / 4 - 1;
  let difat = header.getUint32(0x44, true);
  for (let hops = 0; found.length < fatCount; hops++) {
    if (difat > MAX_REGULAR_SECTOR || hops > sectors.count) return undefined;
    for (let i = 0; i < perDifatSector && found.length < fatCount; i++) {
      const entry = await sectors.uint32(difat, i);
      if (entry === undefined) return undefined;
      found.push(entry);
    }
    const next = await sectors.uint32(difat, perDifatSector);
    if (next === undefined) return undefined;
    difat = next;
  }
  return found;
}

export async function compoundFileStreamNames(source: ByteSource): Promise<string[] | undefined> {
  if (source.size < 1024) return undefined;
  const headerBytes = await source.read(0, HEADER_BYTES);
  if (headerBytes.length < HEADER_BYTES || SIGNATURE.some((byte, i) => headerBytes[i] !== byte)) {
    return undefined;
  }
  const header = viewOf(headerBytes);
  const sectorShift = header.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectors = new Sectors(source, sectorShift);
  const fat = await fatSectors(header, sectors);
  if (!fat) return undefined;
  const perFatSector = sectors.size / 4;
  const nextSector = async (sector: number) => {
    const fatSector = fat[Math.floor(sector / perFatSector)];
    return fatSector === undefined ? undefined : sectors.uint32(fatSector, sector % perFatSector);
  };

  const names: string[] = [];
  let sector = header.getUint32(0x30, true);
  for (let hops = 0; sector <= MAX_REGULAR_SECTOR; hops++) {
    const bytes = await sectors.read(sector);
    if (bytes === undefined || hops > sectors.count) return undefined;
    const view = viewOf(bytes);
    for (let entry = 0; entry + DIRECTORY_ENTRY_SIZE <= bytes.length; entry += DIRECTORY_ENTRY_SIZE) {
      const nameLength = view.getUint16(entry + 0x40, true);
      if (view.getUint8(entry + 0x42) !== STREAM_OBJECT || nameLength < 2 || nameLength > 64) continue;
      // UTF-16LE, the length counting the terminating NUL.
      names.push(Buffer.from(bytes.subarray(entry, entry + nameLength - 2)).toString('utf16le'));
    }
    const next = await nextSector(sector);
    if (next === undefined) return undefined;
    sector = next;
  }
  return names;
}

export async function isWordBinaryDocument(source: ByteSource): Promise<boolean> {
  return (await compoundFileStreamNames(source))?.includes('WordDocument') ?? false;
}
