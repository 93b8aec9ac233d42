import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar-day';
import { dueReminder, reminderInstant, reminderWindow } from './reminder-schedule';

const at = (iso: string) => Date.parse(iso);
const DAY_BEFORE = { daysBefore: [1], time: '09:00' };

describe('when a reminder comes', () => {
  it('comes the chosen days before, at the chosen time of the person’s own zone', () => {
    expect(reminderInstant('2027-06-10', 1, '09:00', 'Europe/Lisbon')).toBe(at('2027-06-09T08:00:00Z'));
    expect(reminderInstant('2027-06-10', 1, '09:00', 'America/Sao_Paulo')).toBe(at('2027-06-09T12:00:00Z'));
    expect(reminderInstant('2027-06-10', 0, '23:30', 'Asia/Tokyo')).toBe(at('2027-06-10T14:30:00Z'));
    expect(reminderInstant('2027-03-01', 3, '07:15', 'UTC')).toBe(at('2027-02-26T07:15:00Z'));
  });

  it('crosses months and years', () => {
    expect(reminderInstant('2027-01-01', 14, '09:00', 'UTC')).toBe(at('2026-12-18T09:00:00Z'));
  });

  it('keeps the clock’s time across a daylight-saving change, and moves a skipped time an hour on', () => {
    // Lisbon goes from UTC+0 to UTC+1 on 2027-03-28 at 01:00.
    expect(reminderInstant('2027-03-29', 1, '09:00', 'Europe/Lisbon')).toBe(at('2027-03-28T08:00:00Z'));
    expect(reminderInstant('2027-03-28', 1, '09:00', 'Europe/Lisbon')).toBe(at('2027-03-27T09:00:00Z'));
    expect(reminderInstant('2027-03-29', 1, '01:30', 'Europe/Lisbon')).toBe(at('2027-03-28T01:30:00Z'));
    // New York skips 02:00–03:00 on 2027-03-14.
    expect(reminderInstant('2027-03-14', 0, '02:30', 'America/New_York')).toBe(at('2027-03-14T07:30:00Z'));
  });

  it('names the day an instant falls on in a zone', () => {
    expect(dayIn(at('2027-06-09T23:30:00Z'), 'UTC')).toBe('2027-06-09');
    expect(dayIn(at('2027-06-09T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-06-10');
    expect(dayIn(at('2027-06-10T01:30:00Z'), 'America/Sao_Paulo')).toBe('2027-06-09');
  });
});

describe('which reminder is due', () => {
  it('is none before its time, and the day-before one from its time until the day has passed', () => {
    const day = '2027-06-10';
    expect(dueReminder(day, DAY_BEFORE, 'Europe/Lisbon', at('2027-06-09T07:59:00Z'))).toBeUndefined();
    expect(dueReminder(day, DAY_BEFORE, 'Europe/Lisbon', at('2027-06-09T08:00:00Z'))).toBe(1);
    expect(dueReminder(day, DAY_BEFORE, 'Europe/Lisbon', at('2027-06-10T22:59:00Z'))).toBe(1);
    expect(dueReminder(day, DAY_BEFORE, 'Europe/Lisbon', at('2027-06-10T23:00:00Z'))).toBeUndefined();
  });

  it('takes the nearest of several come at once, and none earlier than one already sent', () => {
    const settings = { daysBefore: [7, 3, 1], time: '09:00' };
    const now = at('2027-06-08T10:00:00Z');
    expect(dueReminder('2027-06-10', settings, 'UTC', now)).toBe(3);
    expect(dueReminder('2027-06-10', settings, 'UTC', now, [3])).toBeUndefined();
    expect(dueReminder('2027-06-10', settings, 'UTC', at('2027-06-09T09:00:00Z'), [3])).toBe(1);
    expect(dueReminder('2027-06-10', { daysBefore: [], time: '09:00' }, 'UTC', now)).toBeUndefined();
  });

  it('comes again for a date moved after its reminder was sent: the new day has none sent', () => {
    const sentForOldDay = [1];
    expect(dueReminder('2027-06-10', DAY_BEFORE, 'UTC', at('2027-06-09T12:00:00Z'), sentForOldDay)).toBe(
      undefined,
    );
    expect(dueReminder('2027-06-12', DAY_BEFORE, 'UTC', at('2027-06-11T09:00:00Z'), [])).toBe(1);
  });

  it('reads items from two days back to two days past the farthest reminder', () => {
    expect(reminderWindow(at('2027-06-09T12:00:00Z'), 14)).toEqual({ from: '2027-06-07', to: '2027-06-25' });
  });
});
