import { bookingReadingSchema } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { fixture, ISSUED, pkpassOf } from './fixtures/fixtures';
import { minimalPdf } from './fixtures/minimal-pdf';
import { READ_LIMITS } from './limits';
import { readBookingFile, readBookingText } from './read-booking';

const ONE_LEG = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const encode = (text: string) => new TextEncoder().encode(text);

/** A mail that carries `inner` as a forwarded message, `depth` times over. */
function forwarded(inner: string, depth: number): string {
  let mail = inner;
  for (let level = 0; level < depth; level += 1) {
    mail = [
      'From: a@example.org',
      'To: b@example.org',
      `Subject: Fwd ${level}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="b${level}"`,
      '',
      `--b${level}`,
      'Content-Type: text/plain',
      '',
      'See the attached mail.',
      `--b${level}`,
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="forwarded.eml"',
      '',
      mail,
      `--b${level}--`,
      '',
    ].join('\r\n');
  }
  return mail;
}

describe('reading a booking file', () => {
  it('reads a mail, and the mail forwarded inside it as an attachment', async () => {
    const { drafts, unread } = await readBookingFile(fixture('train-mail.eml'), { name: 'train.eml' });
    expect(unread).toEqual([]);
    expect(drafts.map((draft) => [draft.kind, draft.reference, draft.source])).toEqual([
      ['train', 'CP7781', 'email'],
      ['restaurant', 'T-881', 'email'],
      ['event', 'E-4411', 'email'],
    ]);
    expect(drafts[0]?.segments[0]).toMatchObject({
      to: { name: 'Porto Campanhã' },
      departure: { local: '2027-04-10T09:39', zone: 'Europe/Lisbon' },
      seat: 'Car 4 45',
    });
  });

  it('sniffs the format from the bytes, whatever the name and type declared', async () => {
    const reading = await readBookingFile(pkpassOf('boarding-pass.pass.json'), {
      name: 'notes.txt',
      type: 'text/plain',
    });
    expect(reading.drafts.map((draft) => draft.source)).toEqual(['pkpass']);
    const calendar = await readBookingFile(fixture('concert.ics'), {
      name: 'ticket.pdf',
      type: 'application/pdf',
    });
    expect(calendar.drafts.map((draft) => draft.source)).toEqual(['ics', 'ics']);
  });

  it("reads a boarding pass's string out of a PDF's text, its year from the reference date", async () => {
    const pdf = minimalPdf([['Your boarding pass'], ['Flight AC 834', ONE_LEG]]);
    const { drafts } = await readBookingFile(pdf, { name: 'pass.pdf' }, ISSUED);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ kind: 'flight', reference: 'ABC123', source: 'file' });
    expect(drafts[0]?.segments[0]?.departure?.local).toBe('2026-11-22T00:00');
  });

  it('takes a boarding pass’s year from the mail’s Date', async () => {
    const mail = [
      'From: a@example.org',
      'Date: Sat, 20 Nov 2027 10:00:00 +0000',
      'Subject: pass',
      '',
      ONE_LEG,
      '',
    ].join('\r\n');
    const { drafts } = await readBookingFile(encode(mail), { name: 'pass.eml' }, ISSUED);
    expect(drafts[0]?.segments[0]?.departure?.local).toBe('2027-11-22T00:00');
  });

  it('refuses mail nested past the depth bound, and names it', async () => {
    const inner = ['From: a@example.org', 'Subject: pass', '', ONE_LEG, ''].join('\r\n');
    const within = await readBookingFile(
      encode(forwarded(inner, READ_LIMITS.depth)),
      { name: 'fwd.eml' },
      ISSUED,
    );
    expect(within.drafts).toHaveLength(1);
    const past = await readBookingFile(
      encode(forwarded(inner, READ_LIMITS.depth + 1)),
      { name: 'fwd.eml' },
      ISSUED,
    );
    expect(past.drafts).toEqual([]);
    expect(past.unread).toHaveLength(1);
    expect(past.unread[0]?.reason).toBe('tooDeep');
    expect(past.unread[0]?.name.startsWith('fwd.eml › ')).toBe(true);
  });

  it('says why a file gave nothing: too large, no known format, damaged, no booking', async () => {
    const reason = async (bytes: Uint8Array) => (await readBookingFile(bytes, { name: 'f' })).unread;
    expect(await reason(new Uint8Array(READ_LIMITS.inputBytes + 1))).toEqual([
      { name: 'f', reason: 'tooLarge' },
    ]);
    expect(await reason(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toEqual([
      { name: 'f', reason: 'unknownFormat' },
    ]);
    expect(await reason(encode('%PDF-1.7\n1 0 obj broken'))).toEqual([{ name: 'f', reason: 'damaged' }]);
    expect(await reason(encode('<html><body>Hello</body></html>'))).toEqual([
      { name: 'f', reason: 'noBooking' },
    ]);
  });

  it('reads one booking once from a page carrying it in JSON-LD and in Microdata', async () => {
    const both = `<html><head><script type="application/ld+json">{"@type":"LodgingReservation","reservationNumber":"X1","reservationFor":{"@type":"LodgingBusiness","name":"Inn"},"checkinDate":"2027-04-08"}</script></head>
      <body><div itemscope itemtype="http://schema.org/LodgingReservation"><meta itemprop="reservationNumber" content="X1"><div itemprop="reservationFor" itemscope itemtype="http://schema.org/LodgingBusiness"><span itemprop="name">Inn</span></div></div></body></html>`;
    const { drafts } = await readBookingFile(encode(both), {});
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.checkIn).toEqual({ local: '2027-04-08T00:00', zone: '' });
  });
});

describe('every fixture', () => {
  it('reads into drafts the contract accepts', async () => {
    const files = [
      'flight-json-ld.html',
      'lodging-microdata.html',
      'ground-json-ld.html',
      'train-mail.eml',
      'concert.ics',
      'boarding-passes.txt',
    ];
    const readings = await Promise.all([
      ...files.map((name) => readBookingFile(fixture(name), { name }, ISSUED)),
      readBookingFile(pkpassOf('boarding-pass.pass.json'), {}, ISSUED),
      readBookingFile(pkpassOf('event-ticket.pass.json'), {}, ISSUED),
    ]);
    for (const reading of readings) {
      expect(reading.unread).toEqual([]);
      expect(bookingReadingSchema.parse(reading)).toEqual(reading);
    }
  });
});

describe('reading a pasted text', () => {
  it('reads a boarding pass’s string, JSON-LD, and a mail’s source', async () => {
    expect((await readBookingText(ONE_LEG, ISSUED)).drafts[0]).toMatchObject({
      reference: 'ABC123',
      source: 'barcode',
    });
    const jsonLd =
      '{"@type": "FoodEstablishmentReservation", "reservationFor": {"name": "Casa"}, "startTime": "2027-01-02T20:00",}';
    expect((await readBookingText(jsonLd)).drafts[0]).toMatchObject({
      kind: 'restaurant',
      title: 'Casa',
      source: 'manual',
    });
    const mail = new TextDecoder().decode(fixture('train-mail.eml'));
    expect((await readBookingText(mail)).drafts).toHaveLength(3);
  });

  it('says a text without a booking has none', async () => {
    expect(await readBookingText('Thanks for your order!')).toEqual({
      drafts: [],
      unread: [{ name: 'text', reason: 'noBooking' }],
    });
  });
});
