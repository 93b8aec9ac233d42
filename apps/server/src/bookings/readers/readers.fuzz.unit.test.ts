import { bookingReadingSchema } from '@wayfarer/core';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readCalendarFile } from './calendar-file';
import { fixture, ISSUED } from './fixtures/fixtures';
import { minimalPdf } from './fixtures/minimal-pdf';
import { schemaOrgOfHtml } from './html';
import { READ_LIMITS, ReadBudget, Unreadable } from './limits';
import { readPkpass } from './pkpass';
import { readBookingFile, readBookingText } from './read-booking';
import { draftsOfSchemaOrg } from './schema-org';
import { BrokenJson, parseTolerantJson } from './tolerant-json';
import { findBoardingPasses } from './boarding-pass';

/*
 * Random and mutated inputs: a reader answers or refuses with its own error (Unreadable, or BrokenJson
 * for the tolerant JSON), never anything else, and within the time budget.
 */

const RUNS = 60;

/** A fixture with a few of its bytes changed, cut, or repeated. */
const mutated = (bytes: Uint8Array) =>
  fc
    .record({
      edits: fc.array(
        fc.tuple(fc.nat({ max: Math.max(0, bytes.length - 1) }), fc.integer({ min: 0, max: 255 })),
        { maxLength: 12 },
      ),
      cut: fc.nat({ max: bytes.length }),
      repeat: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ edits, cut, repeat }) => {
      const copy = bytes.slice(0, Math.max(cut, bytes.length / 2));
      for (const [at, value] of edits) if (at < copy.length) copy[at] = value;
      const out = new Uint8Array(copy.length * repeat);
      for (let index = 0; index < repeat; index += 1) out.set(copy, index * copy.length);
      return out;
    });

function onlyOwnRefusal(
  read: () => unknown,
  own: (error: unknown) => boolean = (error) => error instanceof Unreadable,
): void {
  const started = performance.now();
  try {
    read();
  } catch (error) {
    if (!own(error)) throw error;
  }
  expect(performance.now() - started).toBeLessThan(READ_LIMITS.budgetMs);
}

async function fileWithinBudget(bytes: Uint8Array): Promise<void> {
  const started = performance.now();
  const reading = await readBookingFile(bytes, { name: 'fuzzed' }, ISSUED);
  // The budget, and a margin for the one step a budget check cannot cut short.
  expect(performance.now() - started).toBeLessThan(READ_LIMITS.budgetMs + 500);
  expect(reading.drafts.length + reading.unread.length).toBeGreaterThan(0);
  // What is read, however mangled the input, is a draft the contract accepts.
  bookingReadingSchema.parse(reading);
}

const text = (name: string) => new TextDecoder().decode(fixture(name));

describe('the readers under random and mutated input', () => {
  it('the tolerant JSON', () => {
    const json = text('flight-json-ld.html').split('<script type="application/ld+json">')[1] ?? '';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.json(),
          mutated(new TextEncoder().encode(json)).map((bytes) => new TextDecoder().decode(bytes)),
        ),
        (input) =>
          onlyOwnRefusal(
            () => parseTolerantJson(input),
            (error) => error instanceof BrokenJson,
          ),
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('schema.org in HTML', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 500 }),
          ...['flight-json-ld.html', 'lodging-microdata.html', 'ground-json-ld.html'].map((name) =>
            mutated(fixture(name)).map((bytes) => new TextDecoder().decode(bytes)),
          ),
        ),
        (html) => onlyOwnRefusal(() => draftsOfSchemaOrg(schemaOrgOfHtml(html, new ReadBudget()), 'file')),
      ),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => onlyOwnRefusal(() => draftsOfSchemaOrg([value], 'file'))),
      { numRuns: RUNS },
    );
  });

  it('boarding passes', () => {
    const pass =
      'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100ABC123 FRAGVALH 3664 327C012C0002 100';
    const arbitraryPass = fc.oneof(
      fc.string({ minLength: 0, maxLength: 200 }).map((tail) => `M1${tail}`),
      mutated(new TextEncoder().encode(pass)).map((bytes) => new TextDecoder('latin1').decode(bytes)),
    );
    fc.assert(
      fc.property(arbitraryPass, fc.date({ noInvalidDate: false }), (input, reference) =>
        onlyOwnRefusal(() => findBoardingPasses(input, reference)),
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('calendar files', () => {
    fc.assert(
      fc.property(mutated(fixture('concert.ics')), (bytes) =>
        onlyOwnRefusal(() => readCalendarFile(new TextDecoder().decode(bytes), new ReadBudget())),
      ),
      { numRuns: RUNS },
    );
  });

  it('Wallet passes', () => {
    const archive = zipSync({
      'pass.json': fixture('boarding-pass.pass.json'),
      'icon.png': new Uint8Array(64),
    });
    const passJson = fc.oneof(
      mutated(fixture('event-ticket.pass.json')),
      fc.json().map((json) => new TextEncoder().encode(json)),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          mutated(archive),
          passJson.map((bytes) => zipSync({ 'pass.json': bytes })),
        ),
        (bytes) => onlyOwnRefusal(() => readPkpass(bytes, ISSUED)),
      ),
      { numRuns: RUNS },
    );
  });

  it('whole files of every format, and pasted text', async () => {
    const pdf = minimalPdf([['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100']]);
    // A PNG's header and a few rows of pixels: mutated, it reaches the image reader's bounds and zxing.
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAF0lEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutated(fixture('train-mail.eml')),
          mutated(pdf),
          mutated(fixture('concert.ics')),
          mutated(png),
          fc.uint8Array({ maxLength: 2000 }),
        ),
        fileWithinBudget,
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 1000 }), async (input) => {
        const reading = await readBookingText(input, ISSUED);
        expect(reading.drafts.length + reading.unread.length).toBeGreaterThan(0);
        bookingReadingSchema.parse(reading);
      }),
      { numRuns: RUNS },
    );
  });
});
