import type { BookingDraft, BookingReading, BookingSource, BookingUnread } from '@wayfarer/core';
import { barcodeTexts } from './barcode-image';
import { findBoardingPasses } from './boarding-pass';
import { readCalendarFile } from './calendar-file';
import { schemaOrgOfHtml } from './html';
import { READ_LIMITS, ReadBudget, Unreadable } from './limits';
import { mailParts } from './mail';
import { foldDrafts } from './merge';
import { pdfText } from './pdf-text';
import { readPkpass } from './pkpass';
import { draftsOfSchemaOrg } from './schema-org';
import { type FileFormat, sniffFormat, textFormat } from './sniff';
import { BrokenJson, parseTolerantJson } from './tolerant-json';

/*
 * The one door to the readers: a file's bytes or a pasted text in, drafts and the reasons for what gave
 * none out. The format is sniffed from the bytes; each reader's refusal (Unreadable) becomes an `unread`
 * entry with its reason, and any other error is a bug, let out.
 */

interface Context {
  name: string;
  /** The date a boarding pass's day is read against: the mail's, the pass's, else now. */
  reference: Date;
  depth: number;
  budget: ReadBudget;
}

interface Found {
  drafts: BookingDraft[];
  unread: BookingUnread[];
}

const none = (): Found => ({ drafts: [], unread: [] });

/** The bookings a text of a known format names: schema.org markup and BCBP strings. */
function readMarkupText(
  text: string,
  format: FileFormat,
  source: BookingSource,
  context: Context,
): BookingDraft[] {
  const drafts: BookingDraft[] = [];
  if (format === 'html') drafts.push(...draftsOfSchemaOrg(schemaOrgOfHtml(text, context.budget), source));
  else if (/^\s*[[{]/.test(text)) {
    try {
      drafts.push(...draftsOfSchemaOrg(parseTolerantJson(text), source));
    } catch (error) {
      if (!(error instanceof BrokenJson)) throw error;
    }
  }
  context.budget.check();
  const passes = findBoardingPasses(format === 'html' ? '' : text, context.reference);
  return [
    ...drafts,
    ...passes.map((pass) => ({ ...pass, source: source === 'file' ? source : pass.source })),
  ];
}

async function readMail(bytes: Uint8Array, context: Context): Promise<Found> {
  const mail = await mailParts(bytes);
  context.budget.check();
  const inner: Context = { ...context, reference: mail.date ?? context.reference, depth: context.depth + 1 };
  const found: Found = {
    drafts: [
      ...readMarkupText(mail.html, 'html', 'email', inner),
      ...readMarkupText(mail.text, 'text', 'email', inner),
    ],
    unread: [],
  };
  for (const attachment of mail.attachments) {
    const name = `${context.name} › ${attachment.name || attachment.type}`;
    const read = await readInner(attachment.bytes, { ...inner, name });
    found.drafts.push(...read.drafts);
    // An attachment that is no booking (a logo, the terms) is no news; one refused is.
    found.unread.push(
      ...read.unread.filter((entry) => entry.reason !== 'unknownFormat' && entry.reason !== 'noBooking'),
    );
  }
  return found;
}

async function readByFormat(bytes: Uint8Array, context: Context): Promise<Found> {
  const format = sniffFormat(bytes);
  if (format === 'unknown') throw new Unreadable('unknownFormat');
  if (format === 'zip') return { drafts: readPkpass(bytes, context.reference), unread: [] };
  if (format === 'image') {
    const texts = await barcodeTexts(bytes);
    return { drafts: readMarkupText(texts.join('\n'), 'text', 'barcode', context), unread: [] };
  }
  if (format === 'pdf') {
    const text = await pdfText(bytes, context.budget);
    return { drafts: readMarkupText(text, 'text', 'file', context), unread: [] };
  }
  if (format === 'mail') return readMail(bytes, context);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (format === 'calendar') return { drafts: readCalendarFile(text, context.budget), unread: [] };
  return { drafts: readMarkupText(text, format, 'file', context), unread: [] };
}

/** A file read within the bounds, its refusal as its `unread` entry. */
async function readInner(bytes: Uint8Array, context: Context): Promise<Found> {
  try {
    if (context.depth > READ_LIMITS.depth) throw new Unreadable('tooDeep');
    if (bytes.length > READ_LIMITS.inputBytes) throw new Unreadable('tooLarge');
    context.budget.check();
    const found = await readByFormat(bytes, context);
    context.budget.check();
    return found;
  } catch (error) {
    if (error instanceof Unreadable)
      return { ...none(), unread: [{ name: context.name, reason: error.reason }] };
    throw error;
  }
}

function answer(found: Found, name: string): BookingReading {
  const drafts = foldDrafts(found.drafts);
  const unread =
    drafts.length === 0 && found.unread.length === 0
      ? [{ name, reason: 'noBooking' as const }]
      : found.unread;
  return { drafts, unread };
}

/**
 * The bookings in a file: a mail (and the mails attached to it), an HTML page, a PDF's text, an Apple
 * Wallet pass or a calendar file, whatever its name and declared type say. `reference` is the date a
 * boarding pass's day is read against when the file has none of its own (an upload's time).
 */
export async function readBookingFile(
  bytes: Uint8Array,
  declared: { name?: string; type?: string },
  reference: Date = new Date(),
): Promise<BookingReading> {
  const name = declared.name || declared.type || 'file';
  return answer(await readInner(bytes, { name, reference, depth: 0, budget: new ReadBudget() }), name);
}

/** The bookings in a pasted text: a mail's text or source, its HTML, JSON-LD, or a boarding pass's string. */
export async function readBookingText(text: string, reference: Date = new Date()): Promise<BookingReading> {
  const name = 'text';
  const bytes = new TextEncoder().encode(text);
  const context: Context = { name, reference, depth: 0, budget: new ReadBudget() };
  const format = textFormat(text);
  if (format !== 'text' || bytes.length > READ_LIMITS.inputBytes)
    return answer(await readInner(bytes, context), name);
  try {
    return answer({ drafts: readMarkupText(text, 'text', 'manual', context), unread: [] }, name);
  } catch (error) {
    if (error instanceof Unreadable) return { drafts: [], unread: [{ name, reason: error.reason }] };
    throw error;
  }
}
