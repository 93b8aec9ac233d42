import { describe, expect, it } from 'vitest';
import { findBoardingPasses, flightDay, readBoardingPass, relaidBoardingPass } from './boarding-pass';
import { ISSUED } from './fixtures/fixtures';

// The one-leg and two-leg examples of the BCBP layout (Resolution 792's mandatory items).
const ONE_LEG = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const TWO_LEGS = `M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100ABC123 FRAGVALH 3664 327C012C0002 100`;

describe('boarding-pass barcodes', () => {
  it('reads a one-leg pass: reference, airports from the table, carrier, number, the day and seat', () => {
    expect(readBoardingPass(ONE_LEG, ISSUED)).toEqual({
      kind: 'flight',
      title: 'AC 834 YUL → FRA',
      reference: 'ABC123',
      provider: 'AC',
      status: 'confirmed',
      segments: [
        {
          from: {
            name: 'Montreal / Pierre Elliott Trudeau International Airport',
            code: 'YUL',
            lat: 45.4706,
            lon: -73.7408,
          },
          to: { name: 'Frankfurt Airport', code: 'FRA', lat: 50.03652, lon: 8.56127 },
          departure: { local: '2026-11-22T00:00', zone: 'America/Toronto' },
          arrival: null,
          carrier: 'AC',
          number: '834',
          seat: '1A',
          ticketToken: ONE_LEG,
        },
      ],
      place: null,
      checkIn: null,
      checkOut: null,
      start: null,
      end: null,
      price: null,
      source: 'barcode',
    });
  });

  it('reads each leg of a two-leg pass', () => {
    const pass = readBoardingPass(TWO_LEGS, ISSUED);
    expect(pass?.title).toBe('AC 834 YUL → GVA');
    expect(
      pass?.segments.map((segment) => [
        segment.from?.code,
        segment.to?.code,
        segment.carrier,
        segment.number,
        segment.seat,
        segment.departure?.local,
      ]),
    ).toEqual([
      ['YUL', 'FRA', 'AC', '834', '1A', '2026-11-22T00:00'],
      ['FRA', 'GVA', 'LH', '3664', '12C', '2026-11-23T00:00'],
    ]);
  });

  it('takes the year from the reference date: the first that puts the day no earlier than its eve', () => {
    expect(flightDay(326, new Date('2026-11-20T12:00Z'))).toBe('2026-11-22');
    expect(flightDay(326, new Date('2026-11-23T12:00Z'))).toBe('2026-11-22');
    expect(flightDay(326, new Date('2026-11-24T12:00Z'))).toBe('2027-11-22');
    expect(flightDay(3, new Date('2026-12-30T12:00Z'))).toBe('2027-01-03');
    expect(flightDay(365, new Date('2027-01-01T08:00Z'))).toBe('2026-12-31');
    expect(flightDay(366, new Date('2027-03-01T08:00Z'))).toBe('2028-12-31');
    expect(flightDay(0, ISSUED)).toBeUndefined();
  });

  it("lays out again a pass whose spaces a PDF's text collapsed", () => {
    expect(relaidBoardingPass('M1DESMARAIS/LUC EABC123 YULFRAAC 0834 326J001A0025 100')).toBe(ONE_LEG);
    expect(
      findBoardingPasses(
        'Your pass:\nM1DESMARAIS/LUC EABC123 YULFRAAC 0834 326J001A0025 100\nThanks',
        ISSUED,
      ),
    ).toHaveLength(1);
  });

  it('finds nothing in text that only looks like a pass', () => {
    expect(readBoardingPass('M1' + 'X'.repeat(70), ISSUED)).toBeUndefined();
    expect(
      readBoardingPass('M1DESMARAIS/LUC       EABC123 Y1LFRAAC 0834 326J001A0025 100', ISSUED),
    ).toBeUndefined();
    expect(findBoardingPasses('M1 hello world', ISSUED)).toEqual([]);
  });
});
