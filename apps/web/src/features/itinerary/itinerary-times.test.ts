import { describe, expect, it } from 'vitest';
import { formatZonedTime } from './itinerary-times';

const singapore = { local: '2027-03-08T09:00', zone: 'Asia/Singapore' };
const sanFrancisco = { local: '2027-03-08T07:30', zone: 'America/Los_Angeles' };

describe('an item’s time', () => {
  it('reads as its own clock reads it, with its zone named when the device is elsewhere', () => {
    const options = { language: 'en', deviceZone: 'Europe/Lisbon', onDay: '2027-03-08' };
    expect(formatZonedTime(singapore, options)).toBe('09:00 GMT+8');
    // Lands "before" it leaves on the wall, and is shown so: never moved to the device's clock.
    expect(formatZonedTime(sanFrancisco, options)).toBe('07:30 GMT-8');
  });

  it('names no zone when it is the device’s', () => {
    expect(
      formatZonedTime(singapore, { language: 'en', deviceZone: 'Asia/Singapore', onDay: '2027-03-08' }),
    ).toBe('09:00');
  });

  it('says its date when it falls on another day than the one it is shown under', () => {
    expect(
      formatZonedTime(sanFrancisco, {
        language: 'en',
        deviceZone: 'America/Los_Angeles',
        onDay: '2027-03-07',
      }),
    ).toBe('Mar 8, 07:30');
  });

  it('of an item the server has not given a zone yet shows its wall time alone', () => {
    expect(
      formatZonedTime(
        { local: '2027-03-08T14:05', zone: '' },
        { language: 'pt-BR', deviceZone: 'UTC', onDay: '2027-03-08' },
      ),
    ).toBe('14:05');
  });
});
