import { describe, expect, it } from 'vitest';
import { airportOf } from './airports';
import table from './airports.json' with { type: 'json' };
import { timeAt, wallTimeOf, zoneOfPlace } from './zoned';

describe('airports and zones', () => {
  it('finds airports by IATA code in any case, with their zone, and no other codes', () => {
    expect(airportOf('gru')).toMatchObject({ code: 'GRU', city: 'São Paulo', zone: 'America/Sao_Paulo' });
    expect(airportOf('LIS')?.zone).toBe('Europe/Lisbon');
    expect(airportOf('NRT')?.zone).toBe('Asia/Tokyo');
    expect(airportOf('ZZZ')).toBeUndefined();
    expect(airportOf('GRUX')).toBeUndefined();
  });

  it('holds a few thousand airports of scheduled service, each with a zone', () => {
    const rows = Object.values(table as unknown as Record<string, [string, string, number, number, string]>);
    expect(rows.length).toBeGreaterThan(2500);
    expect(
      rows.every(([, , lat, lon, zone]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && zone.includes('/')),
    ).toBe(true);
  });

  it('names the zone of a place by its coordinates, or none without them', () => {
    expect(zoneOfPlace({ name: 'Campus', code: '', lat: 52.52, lon: 13.405 })).toBe('Europe/Berlin');
    expect(zoneOfPlace({ name: 'Somewhere', code: '', lat: null, lon: null })).toBe('');
  });

  it('reads a time on its place’s clock across a daylight-saving change', () => {
    expect(timeAt('2027-03-28T00:30:00Z', 'Europe/Lisbon')).toEqual({
      local: '2027-03-28T00:30',
      zone: 'Europe/Lisbon',
    });
    expect(timeAt('2027-03-28T01:30:00Z', 'Europe/Lisbon')).toEqual({
      local: '2027-03-28T02:30',
      zone: 'Europe/Lisbon',
    });
    expect(timeAt('2027-03-28T09:00', 'Europe/Lisbon')).toEqual({
      local: '2027-03-28T09:00',
      zone: 'Europe/Lisbon',
    });
    expect(timeAt('2027-02-30T09:00', 'Europe/Lisbon')).toBeNull();
    expect(wallTimeOf('2027-04-08')).toBe('2027-04-08T00:00');
  });
});
