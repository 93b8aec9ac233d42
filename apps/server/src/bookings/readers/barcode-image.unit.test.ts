import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { barcodeTexts, imageSize } from './barcode-image';
import { ISSUED } from './fixtures/fixtures';
import { Unreadable } from './limits';
import { readBookingFile } from './read-booking';

const ONE_LEG = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';

/** A PNG of a barcode, drawn by zxing-wasm's writer from its own node_modules WebAssembly. */
async function barcodePng(text: string, format: 'Aztec' | 'PDF417' | 'QRCode'): Promise<Uint8Array> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  });
  const written = await writeBarcode(text, { format, scale: 3 });
  if (!written.image) throw new Error(written.error);
  return new Uint8Array(await written.image.arrayBuffer());
}

/** A PNG's first bytes declaring a size, the rest missing. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('barcodes in images', () => {
  it("reads a boarding pass's Aztec and PDF417 codes from a PNG", async () => {
    for (const format of ['Aztec', 'PDF417'] as const) {
      const { drafts } = await readBookingFile(
        await barcodePng(ONE_LEG, format),
        { name: 'pass.png' },
        ISSUED,
      );
      expect(drafts, format).toHaveLength(1);
      expect(drafts[0]).toMatchObject({ kind: 'flight', reference: 'ABC123', source: 'barcode' });
      expect(drafts[0]?.segments[0]?.ticketToken).toBe(ONE_LEG);
    }
  });

  it('reads a QR code that is no boarding pass as no booking', async () => {
    const png = await barcodePng('https://example.org/ticket/77', 'QRCode');
    expect(await barcodeTexts(png)).toEqual(['https://example.org/ticket/77']);
    expect((await readBookingFile(png, { name: 'qr.png' })).unread).toEqual([
      { name: 'qr.png', reason: 'noBooking' },
    ]);
  });

  it('reads sizes from PNG and JPEG headers, and refuses an image too large to decode before decoding it', async () => {
    expect(imageSize(pngHeader(640, 480))).toEqual([640, 480]);
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 3,
    ]);
    expect(imageSize(jpeg)).toEqual([640, 480]);
    await expect(barcodeTexts(pngHeader(30_000, 30_000))).rejects.toThrow(Unreadable);
    expect((await readBookingFile(pngHeader(30_000, 30_000), { name: 'bomb.png' })).unread).toEqual([
      { name: 'bomb.png', reason: 'tooLarge' },
    ]);
  });

  it('reads an image whose pixels are missing as holding no booking', async () => {
    const damaged = pngHeader(100, 100);
    expect((await readBookingFile(damaged, { name: 'x.png' })).unread).toEqual([
      { name: 'x.png', reason: 'noBooking' },
    ]);
  });
});
