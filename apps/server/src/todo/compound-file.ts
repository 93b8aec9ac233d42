/**
 * Just enough of Microsoft's Compound File Binary format (MS-CFB) to list the names of the streams a file
 * holds. file-type reports every CFB file alike (Word, Excel, PowerPoint, MSI installers…); a Word 97-2003
 * document is the one holding a `WordDocument` stream. Malformed input answers undefined, never throws.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT_ENTRIES = 109;
const HEADER_DIFAT_OFFSET = 0x4c;
/** Sector numbers at or above this one are markers (end of chain, free, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

class Sectors {
  readonly size: number;
  readonly count: number;

  constructor(
    private readonly view: DataView,
    sectorShift: number,
  ) {
    this.size = 1 << sectorShift;
    // Writers may leave the last sector short; it still counts.
    this.count = Math.ceil(view.byteLength / this.size) - 1;
  }

  /** A uint32 at `index` within sector `sector`, or undefined when it lies outside the file. */
  uint32(sector: number, index: number): number | undefined {
    const start = this.offset(sector);
    if (start === undefined || (index + 1) * 4 > this.size) return undefined;
    const at = start + index * 4;
    return at + 4 <= this.view.byteLength ? this.view.getUint32(at, true) : undefined;
  }

  offset(sector: number): number | undefined {
    return sector >= 0 && sector < this.count ? (sector + 1) * this.size : undefined;
  }
}

/** The sectors holding the FAT: the header's first 109, then the DIFAT sector chain. */
function fatSectors(view: DataView, sectors: Sectors): number[] | undefined {
  const fatCount = view.getUint32(0x2c, true);
  if (fatCount > sectors.count) return undefined;
  const found: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++) {
    found.push(view.getUint32(HEADER_DIFAT_OFFSET + i * 4, true));
  }
  const perDifatSector = sectors.size / 4 - 1;
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; found.length < fatCount; hops++) {
    if (difat > MAX_REGULAR_SECTOR || hops > sectors.count) return undefined;
    for (let i = 0; i < perDifatSector && found.length < fatCount; i++) {
      const entry = sectors.uint32(difat, i);
      if (entry === undefined) return undefined;
      found.push(entry);
    }
    const next = sectors.uint32(difat, perDifatSector);
    if (next === undefined) return undefined;
    difat = next;
  }
  return found;
}

export function compoundFileStreamNames(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 1024 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectors = new Sectors(view, sectorShift);
  const fat = fatSectors(view, sectors);
  if (!fat) return undefined;
  const perFatSector = sectors.size / 4;
  const nextSector = (sector: number) => {
    const fatSector = fat[Math.floor(sector / perFatSector)];
    return fatSector === undefined ? undefined : sectors.uint32(fatSector, sector % perFatSector);
  };

  const names: string[] = [];
  let sector = view.getUint32(0x30, true);
  for (let hops = 0; sector <= MAX_REGULAR_SECTOR; hops++) {
    const start = sectors.offset(sector);
    if (start === undefined || hops > sectors.count) return undefined;
    const end = Math.min(start + sectors.size, view.byteLength);
    for (let entry = start; entry + DIRECTORY_ENTRY_SIZE <= end; entry += DIRECTORY_ENTRY_SIZE) {
      const nameLength = view.getUint16(entry + 0x40, true);
      if (view.getUint8(entry + 0x42) !== STREAM_OBJECT || nameLength < 2 || nameLength > 64) continue;
      // UTF-16LE, the length counting the terminating NUL.
      names.push(Buffer.from(bytes.subarray(entry, entry + nameLength - 2)).toString('utf16le'));
    }
    const next = nextSector(sector);
    if (next === undefined) return undefined;
    sector = next;
  }
  return names;
}

export function isWordBinaryDocument(bytes: Uint8Array): boolean {
  return compoundFileStreamNames(bytes)?.includes('WordDocument') ?? false;
}
