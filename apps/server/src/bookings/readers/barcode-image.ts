import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZXingReader from 'zxing-wasm/reader';
import { Unreadable } from './limits';

/*
 * Barcodes drawn in an image (a boarding pass's Aztec or PDF417, a ticket's QR code), decoded with
 * zxing-wasm's reader. Its WebAssembly is read from node_modules, never fetched (the package's default
 * is a CDN). An image is decoded only when its header's size is within bounds: a PNG of 30,000 pixels a
 * side is a few kilobytes and gigabytes once decoded.
 */

/** The largest image decoded, in pixels: a phone's photo of a pass, a screenshot. */
const MAX_PIXELS = 16_000_000;
const MAX_SIDE = 8000;

type Reader = typeof ZXingReader;
let reader: Promise<Reader> | undefined;

function loadReader(): Promise<Reader> {
  reader ??= import('zxing-wasm/reader').then((module) => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    module.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    return module;
  });
  return reader;
}

/** Width and height of a PNG (its IHDR) or a JPEG (its first start-of-frame), or none for other bytes. */
export function imageSize(bytes: Uint8Array): [number, number] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return [view.getUint32(16), view.getUint32(20)];
  }
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // SOF0–SOF15 carry the frame's size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [view.getUint16(at + 7), view.getUint16(at + 5)];
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** The texts of the Aztec, PDF417 and QR codes in a PNG or JPEG; refuses (Unreadable) an image past the bounds. */
export async function barcodeTexts(bytes: Uint8Array): Promise<string[]> {
  const size = imageSize(bytes);
  if (!size) throw new Unreadable('unknownFormat');
  const [width, height] = size;
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new Unreadable('tooLarge');
  }
  const { readBarcodes } = await loadReader();
  try {
    const found = await readBarcodes(bytes, {
      formats: ['Aztec', 'PDF417', 'QRCode', 'DataMatrix'],
      maxNumberOfSymbols: 8,
    });
    return found.filter((barcode) => barcode.isValid).map((barcode) => barcode.text);
  } catch {
    throw new Unreadable('damaged');
  }
}
