import { describe, expect, it } from 'vitest';
import { readCalendarFile } from './calendar-file';
import { fixture } from './fixtures/fixtures';
import { ReadBudget, Unreadable } from './limits';

describe('calendar files', () => {
  it('reads each VEVENT: TZID times as written, UTC ones on their place’s clock, a cancellation', () => {
    const [concert, tour] = readCalendarFile(
      new TextDecoder().decode(fixture('concert.ics')),
      new ReadBudget(),
    );
    expect(concert).toMatchObject({
      kind: 'event',
      title: 'Orchestra at the Gulbenkian',
      status: 'confirmed',
      place: { name: 'Grande Auditório, Fundação Gulbenkian, Lisboa', lat: 38.7372, lon: -9.1542 },
      start: { local: '2027-04-12T19:00', zone: 'Europe/Lisbon' },
      end: { local: '2027-04-12T21:00', zone: 'Europe/Lisbon' },
      source: 'ics',
    });
    expect(tour).toMatchObject({
      title: 'Walking tour',
      status: 'cancelled',
      start: { local: '2027-04-15T10:00', zone: 'Europe/Lisbon' },
    });
  });

  it('leaves out an event whose time is broken, and reads the others', () => {
    const broken = new TextDecoder()
      .decode(fixture('concert.ics'))
      .replace('DTEND:20270415T120000Z', 'DTEND:2027041X');
    expect(readCalendarFile(broken, new ReadBudget()).map((event) => event.title)).toEqual([
      'Orchestra at the Gulbenkian',
    ]);
  });

  it('refuses text that is no calendar', () => {
    expect(() => readCalendarFile('BEGIN:VCALENDAR\nnot a line', new ReadBudget())).toThrow(Unreadable);
  });
});
