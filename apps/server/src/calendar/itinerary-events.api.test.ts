import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES, itineraryClient } from '../itinerary/testing/itinerary-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';

/*
 * The itinerary's timed items in the private calendar feed, read back by an ICS parser: each in its own
 * zone (TZID, with that zone's VTIMEZONE), at its own wall time; undated days and ideas left out.
 */
describe.each(engines)('the itinerary in the calendar feed, on %s', (engine) => {
  let t: TestApp;
  let tripId: string;
  let editor: Person;
  let viewer: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tripId, editor, viewer } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  /** The viewer's feed, parsed: each VEVENT by its summary, and the VTIMEZONEs by TZID. */
  async function feedOf(as: Person) {
    const { url } = (await as.call('POST', '/calendar/feed')).json<{ url: string }>();
    const text = (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    return {
      text,
      calendar,
      events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
    };
  }

  it('writes a timed item at its own wall time with its zone’s TZID, and a flight’s landing at its instant', async () => {
    const mine = itineraryClient(editor, tripId);
    const [day] = (await mine.read()).days;
    if (!day?.date) throw new Error('the trip has no dated day');
    await mine.addItem({
      dayId: day.id,
      kind: 'place',
      title: 'Sensō-ji at dawn',
      place: PLACES.sensoji,
      start: { local: `${day.date}T06:30` },
      end: { local: `${day.date}T08:00` },
    });
    await mine.addItem({
      dayId: day.id,
      kind: 'transport',
      title: 'SQ 32',
      mode: 'flight',
      from: PLACES.changi,
      to: PLACES.sfo,
      start: { local: `${day.date}T09:00` },
      end: { local: `${day.date}T07:30` },
    });
    const undated = await mine.addDay({ title: 'Some day' });
    await mine.addItem({
      dayId: undated.id,
      kind: 'note',
      title: 'Undated',
      start: { local: `${day.date}T10:00`, zone: 'Asia/Tokyo' },
    });
    await mine.addItem({
      dayId: null,
      kind: 'note',
      title: 'An idea',
      start: { local: `${day.date}T11:00`, zone: 'Asia/Tokyo' },
    });

    const { text, calendar, events } = await feedOf(viewer);
    const temple = events.find((event) => event.summary.startsWith('Sensō-ji'));
    expect(temple?.summary).toBe('Sensō-ji at dawn · Tokyo');
    expect(text).toContain(`DTSTART;TZID=Asia/Tokyo:${day.date.replaceAll('-', '')}T063000`);
    expect(temple?.startDate.zone?.tzid).toBe('Asia/Tokyo');
    expect(temple?.startDate.toString()).toBe(`${day.date}T06:30:00`);
    expect(temple?.startDate.toJSDate().toISOString()).toBe(
      new Date(`${day.date}T06:30:00+09:00`).toISOString(),
    );
    expect(temple?.endDate.toJSDate().toISOString()).toBe(
      new Date(`${day.date}T08:00:00+09:00`).toISOString(),
    );

    const flight = events.find((event) => event.summary.startsWith('SQ 32'));
    expect(flight?.startDate.zone?.tzid).toBe('Asia/Singapore');
    expect(flight?.startDate.toString()).toBe(`${day.date}T09:00:00`);
    // Lands 14 h 30 min after it leaves, though "before" in wall time.
    const flown = (flight?.endDate.toJSDate().getTime() ?? 0) - (flight?.startDate.toJSDate().getTime() ?? 0);
    expect(flown).toBe(14.5 * 3_600_000);

    const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'));
    expect(zones.toSorted()).toEqual(['Asia/Singapore', 'Asia/Tokyo']);
    expect(events.map((event) => event.summary)).not.toContain('Undated · Tokyo');
    expect(events.map((event) => event.summary)).not.toContain('An idea · Tokyo');
  });

  it('writes a zone with daylight saving with both its offsets around the event', async () => {
    const mine = itineraryClient(editor, tripId);
    const day = await mine.addDay({ date: '2027-07-01' });
    await mine.addItem({
      dayId: day.id,
      kind: 'place',
      title: 'Torre de Belém',
      place: PLACES.belem,
      start: { local: '2027-07-01T10:00' },
    });
    const { text, events } = await feedOf(viewer);
    const tower = events.find((event) => event.summary.startsWith('Torre'));
    expect(text).toContain('DTSTART;TZID=Europe/Lisbon:20270701T100000');
    expect(tower?.startDate.toJSDate().toISOString()).toBe('2027-07-01T09:00:00.000Z');
    const lisbon = text.slice(
      text.indexOf('TZID:Europe/Lisbon'),
      text.indexOf('END:VTIMEZONE', text.indexOf('TZID:Europe/Lisbon')),
    );
    expect(lisbon).toContain('TZOFFSETTO:+0100');
    expect(lisbon).toContain('TZOFFSETTO:+0000');
  });
});
