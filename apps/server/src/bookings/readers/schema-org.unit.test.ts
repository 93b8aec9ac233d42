import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/fixtures';
import { schemaOrgOfHtml } from './html';
import { ReadBudget } from './limits';
import { foldDrafts } from './merge';
import { draftsOfSchemaOrg, minorUnits } from './schema-org';

const draftsOf = (name: string) =>
  foldDrafts(
    draftsOfSchemaOrg(schemaOrgOfHtml(new TextDecoder().decode(fixture(name)), new ReadBudget()), 'file'),
  );

describe('schema.org reservations', () => {
  it("reads Gmail's two-leg flight in broken JSON-LD as one booking of two segments, each on its airport's clock", () => {
    const [flight, ...others] = draftsOf('flight-json-ld.html');
    expect(others).toEqual([]);
    expect(flight).toMatchObject({
      kind: 'flight',
      title: 'UA 110 SFO → JFK',
      reference: 'RXJ34P',
      provider: 'United',
      status: 'confirmed',
      price: { amount: 123450, currency: 'USD' },
    });
    expect(flight?.segments).toMatchObject([
      {
        from: { code: 'SFO', name: 'San Francisco Airport' },
        to: { code: 'JFK' },
        departure: { local: '2027-03-04T20:15', zone: 'America/Los_Angeles' },
        arrival: { local: '2027-03-05T06:30', zone: 'America/New_York' },
        carrier: 'UA',
        number: '110',
        seat: '9A',
      },
      {
        from: { code: 'JFK', lat: 40.63945, lon: -73.77932 },
        to: { code: 'LHR', name: 'London Heathrow Airport' },
        departure: { local: '2027-03-05T18:00', zone: 'America/New_York' },
        arrival: { local: '2027-03-06T06:10', zone: 'Europe/London' },
        number: '8',
        ticketToken: 'M1GREEN/EVA           ERXJ34P JFKLHRUA 0008 064Y012C0042 100',
      },
    ]);
  });

  it('reads a Microdata hotel reservation with its address, coordinates and price', () => {
    expect(draftsOf('lodging-microdata.html')).toEqual([
      {
        kind: 'stay',
        title: 'Hotel Avenida Palace',
        reference: 'abc456',
        provider: '',
        status: 'confirmed',
        segments: [],
        place: { name: 'Hotel Avenida Palace', code: '', lat: 38.7146, lon: -9.1407 },
        checkIn: { local: '2027-04-08T15:00', zone: 'Europe/Lisbon' },
        checkOut: { local: '2027-04-10T11:00', zone: 'Europe/Lisbon' },
        start: null,
        end: null,
        price: { amount: 31800, currency: 'EUR' },
        source: 'file',
      },
    ]);
  });

  it('reads a bus, a boat and a cancelled rental car from one @graph', () => {
    const [bus, ferry, car] = draftsOf('ground-json-ld.html');
    expect(bus).toMatchObject({ kind: 'bus', reference: 'BUS778', provider: 'Expresso Serra' });
    expect(bus?.segments[0]).toMatchObject({
      from: { name: 'Terminal Tietê' },
      departure: { local: '2027-05-01T08:30', zone: 'America/Sao_Paulo' },
      number: '2201',
    });
    expect(ferry).toMatchObject({ kind: 'ferry', provider: 'Balearia' });
    expect(ferry?.segments[0]?.arrival).toEqual({ local: '2027-06-03T07:00', zone: 'Europe/Madrid' });
    expect(car).toMatchObject({ kind: 'car', status: 'cancelled', provider: 'Hertz', reference: 'CAR-5521' });
    expect(car?.segments[0]).toMatchObject({ from: { code: 'LIS' }, to: { code: 'OPO' } });
  });

  it('shows a time written in UTC on its place’s clock, and leaves the zone unread where the place has no coordinates', () => {
    const [withPlace, withoutPlace] = draftsOfSchemaOrg(
      [
        {
          '@type': 'EventReservation',
          reservationFor: {
            '@type': 'Event',
            name: 'A',
            startDate: '2027-07-01T18:00:00Z',
            location: { geo: { latitude: 38.72, longitude: -9.14 } },
          },
        },
        {
          '@type': 'EventReservation',
          reservationFor: {
            '@type': 'Event',
            name: 'B',
            startDate: '2027-07-01T20:00:00+01:00',
            location: 'Somewhere',
          },
        },
      ],
      'file',
    );
    expect(withPlace?.start).toEqual({ local: '2027-07-01T19:00', zone: 'Europe/Lisbon' });
    expect(withoutPlace?.start).toEqual({ local: '2027-07-01T20:00', zone: '' });
    expect(withoutPlace?.place).toEqual({ name: 'Somewhere', code: '', lat: null, lon: null });
  });

  it('reads amounts as vendors write them in the currency’s minor units', () => {
    expect(minorUnits('1,234.50', 'USD')).toBe(123450);
    expect(minorUnits('1.234,50', 'EUR')).toBe(123450);
    expect(minorUnits('R$ 318,00', 'BRL')).toBe(31800);
    expect(minorUnits('1.234', 'EUR')).toBe(123400);
    expect(minorUnits(12000, 'JPY')).toBe(12000);
    expect(minorUnits('', 'EUR')).toBeUndefined();
    expect(minorUnits('12', 'EU')).toBeUndefined();
  });

  it('scans a hostile page in linear time: scripts never closed, tags never ended, items nested deep', () => {
    const hostile = [
      '<script type="application/ld+json">'.repeat(50_000),
      '<script '.repeat(50_000),
      '<div itemscope itemprop="x">'.repeat(20_000),
    ];
    for (const html of hostile) {
      const started = performance.now();
      expect(draftsOfSchemaOrg(schemaOrgOfHtml(html, new ReadBudget()), 'file')).toEqual([]);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('leaves out things that are no reservation', () => {
    expect(draftsOfSchemaOrg([{ '@type': 'Organization', name: 'X' }, 'text', null, [1, 2]], 'file')).toEqual(
      [],
    );
  });
});
