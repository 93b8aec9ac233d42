import { describe, expect, it } from 'vitest';
import { isSharedToken, shownTime, zoneName } from './shared-times';

const words = {
  inZone: (time: string, zone: string) => `${time} ${zone} time`,
  onDay: (time: string, day: string) => `${time}, ${day}`,
};
const options = (deviceZone: string, listedOn: string | null = '2027-03-08') => ({
  listedOn,
  deviceZone,
  words,
  day: (date: string) => `day ${date}`,
});

describe('a shared item’s time', () => {
  it('is its own wall time, its zone named only when it is not the device’s', () => {
    const time = { local: '2027-03-08T06:30', zone: 'Asia/Tokyo' };
    expect(shownTime(time, options('Asia/Tokyo'))).toBe('06:30');
    expect(shownTime(time, options('Europe/Lisbon'))).toBe('06:30 Tokyo time');
  });

  it('says its day when it is not the day it is listed on, as a flight that lands the next morning', () => {
    const landing = { local: '2027-03-09T07:30', zone: 'America/Los_Angeles' };
    expect(shownTime(landing, options('Asia/Singapore'))).toBe('07:30 Los Angeles time, day 2027-03-09');
    expect(shownTime(landing, options('America/Los_Angeles', null))).toBe('07:30');
  });

  it('names a zone as people say it, and knows a token by its shape', () => {
    expect(zoneName('America/Sao_Paulo')).toBe('Sao Paulo');
    expect(zoneName('UTC')).toBe('UTC');
    expect(isSharedToken('a'.repeat(43))).toBe(true);
    expect(isSharedToken('a'.repeat(42))).toBe(false);
  });
});
