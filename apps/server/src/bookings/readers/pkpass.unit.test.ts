import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ISSUED, pkpassOf } from './fixtures/fixtures';
import { READ_LIMITS, Unreadable } from './limits';
import { readPkpass } from './pkpass';

const refusal = (bytes: Uint8Array) => {
  try {
    readPkpass(bytes, ISSUED);
  } catch (error) {
    return error instanceof Unreadable ? error.reason : error;
  }
  return 'read';
};

describe('Apple Wallet passes', () => {
  it('reads a boarding pass by its BCBP barcode, its times from the semantic tags', () => {
    const [pass] = readPkpass(pkpassOf('boarding-pass.pass.json'), ISSUED);
    expect(pass).toMatchObject({
      kind: 'flight',
      reference: 'ABC123',
      provider: 'Air Canada',
      source: 'pkpass',
    });
    expect(pass?.segments).toMatchObject([
      {
        from: { code: 'YUL' },
        to: { code: 'FRA' },
        departure: { local: '2026-11-22T18:40', zone: 'America/Toronto' },
        arrival: { local: '2026-11-23T07:55', zone: 'Europe/Berlin' },
        carrier: 'AC',
        number: '834',
        seat: '1A',
        ticketToken: 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100',
      },
    ]);
  });

  it('reads an event ticket by its semantic tags', () => {
    expect(readPkpass(pkpassOf('event-ticket.pass.json'), ISSUED)).toEqual([
      {
        kind: 'event',
        title: 'Jazz in the Garden',
        reference: '',
        provider: 'Ticket Office',
        status: 'confirmed',
        segments: [],
        place: { name: 'Jardim da Estrela', code: '', lat: 38.7139, lon: -9.1597 },
        checkIn: null,
        checkOut: null,
        start: { local: '2027-04-20T21:00', zone: 'Europe/Lisbon' },
        end: { local: '2027-04-20T23:00', zone: 'Europe/Lisbon' },
        price: { amount: 2500, currency: 'EUR' },
        source: 'pkpass',
      },
    ]);
  });

  it('refuses a ZIP bomb once pass.json unpacks past its bound, fast', () => {
    const bomb = zipSync({ 'pass.json': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    const started = performance.now();
    expect(refusal(bomb)).toBe('tooLarge');
    expect(performance.now() - started).toBeLessThan(READ_LIMITS.budgetMs / 4);
  });

  it('refuses an archive of more entries than a pass has, one without pass.json, and bytes that are no ZIP', () => {
    const many = Object.fromEntries(
      Array.from({ length: READ_LIMITS.zipEntries + 1 }, (_, index) => [`f${index}`, new Uint8Array(1)]),
    );
    expect(refusal(zipSync({ ...many, 'pass.json': new TextEncoder().encode('{}') }))).toBe('tooDeep');
    expect(refusal(zipSync({ 'other.json': new TextEncoder().encode('{}') }))).toBe('damaged');
    expect(refusal(new TextEncoder().encode('PK\u0003\u0004 not really'))).toBe('damaged');
  });

  it('reads a store card as no booking', () => {
    const card = zipSync({ 'pass.json': new TextEncoder().encode('{"storeCard": {"primaryFields": []}}') });
    expect(readPkpass(card, ISSUED)).toEqual([]);
  });
});
