import { describe, expect, it } from 'vitest';
import { zoneToAdopt } from './device-time-zone';

describe('the zone a device gives an account', () => {
  it('is the device’s, for an account still on UTC', () => {
    expect(zoneToAdopt('UTC', 'America/Sao_Paulo')).toBe('America/Sao_Paulo');
  });

  it('is none for an account that has a zone, or a device on UTC', () => {
    expect(zoneToAdopt('Asia/Tokyo', 'Europe/Lisbon')).toBeUndefined();
    expect(zoneToAdopt('UTC', 'UTC')).toBeUndefined();
  });
});
