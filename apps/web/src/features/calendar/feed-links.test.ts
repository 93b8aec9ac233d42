import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, webcalUrl } from './feed-links';

describe('the feed’s links', () => {
  it('subscribe with the webcal scheme, from http and https alike', () => {
    expect(webcalUrl('https://wayfarer.example/api/calendar/abc.ics')).toBe(
      'webcal://wayfarer.example/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/abc.ics',
    );
  });

  it('hand Google Calendar the webcal address, encoded', () => {
    expect(googleCalendarUrl('webcal://wayfarer.example/api/calendar/a-b_c.ics')).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fwayfarer.example%2Fapi%2Fcalendar%2Fa-b_c.ics',
    );
  });
});
