import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  dayOfSentDate,
  daysBetween,
  formatCalendarDay,
  noonUtcOf,
  weekdayOf,
} from './calendar-day';

/*
 * The rule holds whatever zone the process runs in: each case runs with the process (a server, or a
 * browser's script) in every one of these zones, the farthest east and west a person plans from.
 */
const PROCESS_ZONES = ['America/Sao_Paulo', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'];
// Core is typed for no platform: the tests run in Node, whose zone is its TZ variable.
const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;
const processZone = env.TZ;
afterAll(() => {
  if (processZone === undefined) delete env.TZ;
  else env.TZ = processZone;
});

describe.each(PROCESS_ZONES)('a calendar day, with the process in %s', (zone) => {
  const inZone = <T>(run: () => T): T => {
    env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    return run();
  };

  it('is the day its author meant: 23:30 in São Paulo on 6 Dec is 6 Dec, though it is 7 Dec elsewhere', () =>
    inZone(() => {
      const lateEvening = Date.UTC(2026, 11, 7, 2, 30); // 23:30 of 6 Dec in São Paulo (UTC−3)
      expect(dayOfSentDate(lateEvening, 'America/Sao_Paulo')).toBe('2026-12-06');
      expect(dayOfSentDate(lateEvening, 'Asia/Tokyo')).toBe('2026-12-07');
      expect(dayIn(lateEvening, 'America/New_York')).toBe('2026-12-06');
    }));

  it('reads a day picked at its author’s local midnight as that day, east and west', () =>
    inZone(() => {
      const tokyoMidnight = Date.UTC(2027, 1, 14, 15); // 15 Feb 00:00 in Tokyo
      const kiritimatiMidnight = Date.UTC(2027, 1, 14, 10); // 15 Feb 00:00 at UTC+14
      const pagoPagoMidnight = Date.UTC(2027, 1, 15, 11); // 15 Feb 00:00 at UTC−11
      expect(dayOfSentDate(tokyoMidnight, 'Asia/Tokyo')).toBe('2027-02-15');
      expect(dayOfSentDate(kiritimatiMidnight, 'Pacific/Kiritimati')).toBe('2027-02-15');
      expect(dayOfSentDate(pagoPagoMidnight, 'Pacific/Pago_Pago')).toBe('2027-02-15');
    }));

  it('answers noon UTC, which every zone from UTC−11 to UTC+11 reads as the same day', () =>
    inZone(() => {
      const noon = noonUtcOf('2027-02-15');
      expect(noon).toBe(Date.UTC(2027, 1, 15, 12));
      for (const reader of [
        'Pacific/Pago_Pago',
        'America/New_York',
        'America/Sao_Paulo',
        'Asia/Tokyo',
        'Pacific/Noumea',
      ]) {
        expect(dayIn(noon, reader), reader).toBe('2027-02-15');
      }
    }));

  it('takes back a day it answered as that day, whatever the author’s zone', () =>
    inZone(() => {
      for (const author of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo', 'UTC']) {
        expect(dayOfSentDate(noonUtcOf('2027-02-15'), author), author).toBe('2027-02-15');
      }
    }));

  it('counts and steps days as a calendar does, across a month, a leap day and a year', () =>
    inZone(() => {
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
      expect(daysBetween('2026-12-06', '2027-02-15')).toBe(71);
      expect(daysBetween('2027-02-15', '2026-12-06')).toBe(-71);
      // A daylight-saving change in between moves no day.
      expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    }));

  it('names the weekday and writes the day alike in every zone', () =>
    inZone(() => {
      expect(weekdayOf('2026-12-06')).toBe(0); // a Sunday
      expect(
        formatCalendarDay('2027-01-10', 'pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
      ).toBe('10/01/2027');
      expect(
        formatCalendarDay('2027-02-15', 'en-US', { day: 'numeric', month: 'short', year: 'numeric' }),
      ).toBe('Feb 15, 2027');
      // Years before 100 are not taken for 19xx.
      expect(dayIn(noonUtcOf('0099-01-01'), 'UTC')).toBe('0099-01-01');
    }));
});
