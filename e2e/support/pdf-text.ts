import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF that Chromium printed, in the order its pages draw it: enough of a PDF reader to read
 * a test's document back (no PDF library is among the dependencies). Chromium writes each font as glyph
 * codes in hex strings with a ToUnicode map, uncompressed objects and Flate-compressed streams: each
 * stream is inflated, each font's map read, and each page's text operators decoded with the font they
 * name. Anything else a PDF may hold (object streams, other encodings) is not read.
 */

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

const OBJECT = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(OBJECT)) {
    const [, id = '', body = ''] = match;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(id), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const start = streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end), 'latin1');
    objects.set(Number(id), {
      dictionary,
      stream: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw,
    });
  }
  return objects;
}

const hexText = (hex: string) => Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');

/** A ToUnicode map: each code, as hex, to its text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => hexText(hex).swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      map.set(code.toLowerCase(), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g);
    for (const [, from = '', to = '', text = ''] of ranges) {
      const first = parseInt(from, 16);
      const base = parseInt(text, 16);
      for (let code = first; code <= parseInt(to, 16); code++) {
        map.set(code.toString(16).padStart(from.length, '0'), String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

const reference = (dictionary: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/** A page's fonts by the names its content uses (/F1 …), each to its ToUnicode map. */
function fontsOf(page: PdfObject, objects: Map<number, PdfObject>): Map<string, Map<string, string>> {
  const resourcesId = reference(page.dictionary, 'Resources');
  const resources = resourcesId === null ? page.dictionary : (objects.get(resourcesId)?.dictionary ?? '');
  const fontDictionary = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fonts = new Map<string, Map<string, string>>();
  for (const [, name = '', id = ''] of fontDictionary.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(id));
    const toUnicode = font && reference(font.dictionary, 'ToUnicode');
    const cmap = toUnicode === null || toUnicode === undefined ? null : objects.get(toUnicode)?.stream;
    fonts.set(name, cmap ? unicodeMap(cmap.toString('latin1')) : new Map());
  }
  return fonts;
}

function decode(hex: string, map: Map<string, string>): string {
  const width = [...map.keys()][0]?.length ?? 4;
  let text = '';
  for (let at = 0; at < hex.length; at += width)
    text += map.get(hex.slice(at, at + width).toLowerCase()) ?? '';
  return text;
}

/** The PDF's text, page after page, one line per text object (BT … ET). */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page\b(?!s)/.test(object.dictionary));
  const lines: string[] = [];
  for (const page of pages) {
    const fonts = fontsOf(page, objects);
    const contentIds = /\/Contents\s+(\d+) 0 R/.exec(page.dictionary)?.[1];
    const content = contentIds ? objects.get(Number(contentIds))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    let font = new Map<string, string>();
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const token of (block[1] ?? '').matchAll(
        /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\[([^\]]*)\]\s*TJ/g,
      )) {
        const [, fontName, hex, array] = token;
        if (fontName) font = fonts.get(fontName) ?? new Map();
        else if (hex !== undefined) line += decode(hex, font);
        else if (array)
          for (const [, part = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g)) line += decode(part, font);
      }
      if (line.trim()) lines.push(line);
    }
  }
  return lines.join('\n');
}
