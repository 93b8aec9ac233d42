import { describe, expect, it } from 'vitest';
import { timeZoneChoices, zoneToAdopt } from './time-zones';

describe('the time zones offered', () => {
  it('are the browser’s, sorted, with UTC and the account’s own added once', () => {
    expect(timeZoneChoices(['Europe/Lisbon', 'Asia/Tokyo'], 'America/Sao_Paulo')).toEqual([
      'America/Sao_Paulo',
      'Asia/Tokyo',
      'Europe/Lisbon',
      'UTC',
    ]);
    expect(timeZoneChoices(['UTC', 'Europe/Lisbon'], 'Europe/Lisbon')).toEqual(['Europe/Lisbon', 'UTC']);
  });
});

describe('the zone a sign-in gives an account', () => {
  it('is the browser’s, for an account still on UTC', () => {
    expect(zoneToAdopt('UTC', 'Europe/Lisbon')).toBe('Europe/Lisbon');
  });

  it('is none for an account that has a zone, or a browser on UTC or that does not say', () => {
    expect(zoneToAdopt('Asia/Tokyo', 'Europe/Lisbon')).toBeUndefined();
    expect(zoneToAdopt('UTC', 'UTC')).toBeUndefined();
    expect(zoneToAdopt('UTC', undefined)).toBeUndefined();
  });
});
