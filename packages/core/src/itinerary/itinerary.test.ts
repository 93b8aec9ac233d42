import { describe, expect, it } from 'vitest';
import { endsBeforeStart, instantOf, isReturnDayOf, isWallTime, tripDates } from './itinerary';

describe('wall times', () => {
  it('are YYYY-MM-DDTHH:mm of a real day, in the years 1970 to 9999', () => {
    expect(isWallTime('2027-03-08T09:30')).toBe(true);
    expect(isWallTime('2028-02-29T23:59')).toBe(true);
    for (const text of [
      '2027-02-29T10:00',
      '2027-03-08T24:00',
      '2027-03-08 09:30',
      '2027-03-08T09:30:00',
      '1969-12-31T23:00',
    ]) {
      expect(isWallTime(text), text).toBe(false);
    }
  });

  it('name an instant in their own zone, whatever zone the process runs in', () => {
    expect(instantOf({ local: '2027-03-08T09:00', zone: 'Asia/Singapore' })).toBe(Date.UTC(2027, 2, 8, 1));
    expect(instantOf({ local: '2027-03-08T07:30', zone: 'America/Los_Angeles' })).toBe(
      Date.UTC(2027, 2, 8, 15, 30),
    );
  });

  it('skipped by a daylight-saving change come an hour later; one that happens twice is its first', () => {
    // São Paulo has no daylight saving since 2019; New York springs forward on 14 March 2027 at 02:00.
    expect(instantOf({ local: '2027-03-14T02:30', zone: 'America/New_York' })).toBe(
      Date.UTC(2027, 2, 14, 7, 30),
    );
    expect(instantOf({ local: '2027-11-07T01:30', zone: 'America/New_York' })).toBe(
      Date.UTC(2027, 10, 7, 5, 30),
    );
  });

  it('compare as instants: a flight that lands "before" it leaves on the wall lands after in fact', () => {
    const leaves = { local: '2027-03-08T09:00', zone: 'Asia/Singapore' };
    expect(endsBeforeStart(leaves, { local: '2027-03-08T07:30', zone: 'America/Los_Angeles' })).toBe(false);
    expect(endsBeforeStart(leaves, { local: '2027-03-08T08:00', zone: 'Asia/Singapore' })).toBe(true);
  });
});

describe('a trip’s dates', () => {
  it('run from its day to its return day, or are its day alone while it has none', () => {
    expect(tripDates('2027-12-30', '2028-01-02')).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(tripDates('2027-05-01', null)).toEqual(['2027-05-01']);
    expect(tripDates('2027-05-01', '2027-05-01')).toEqual(['2027-05-01']);
  });

  it('end on the trip’s day or later, within a year of it', () => {
    expect(isReturnDayOf('2027-03-08', '2027-03-08')).toBe(true);
    expect(isReturnDayOf('2027-03-08', '2028-03-07')).toBe(true);
    expect(isReturnDayOf('2027-03-08', '2028-03-08')).toBe(false);
    expect(isReturnDayOf('2027-03-08', '2027-03-07')).toBe(false);
  });
});
