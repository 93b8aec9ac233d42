import { dayOfWallTime, instantOf, type CalendarDay, type ZonedTime } from '@wayfarer/core';

/*
 * An item's times as its own clock reads them, in the zone of the place it happens in: a flight that
 * leaves Singapore at 09:00 reads 09:00 wherever the reader is. Never converted to the device's zone;
 * the zone is named beside the time when it is not the device's, so that the reader knows whose clock it is.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** On the 24-hour clock in every language, as tickets and timetables write it. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** The zone's short name at that instant, as the language writes it: 'GMT+8', 'GMT-7'. */
export function zoneName(time: ZonedTime, language: string): string {
  const parts = formatOf(language, time.zone, { timeZoneName: 'shortOffset' }).formatToParts(instantOf(time));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? time.zone;
}

export interface TimeOptions {
  language: string;
  /** The device's IANA zone: a time in another is shown with its zone's name. */
  deviceZone: string;
  /** The day the time is shown under: a time on another day says its date too ('Mar 9, 07:30'). */
  onDay: CalendarDay | null;
}

/**
 * '14:05', '14:05 GMT+8', or 'Mar 9, 07:30 GMT-7': the time in its zone, as the item's place reads it.
 * A time the server has not given a zone yet (added offline) shows its wall time alone.
 */
export function formatZonedTime(time: ZonedTime, { language, deviceZone, onDay }: TimeOptions): string {
  const zone = time.zone || 'UTC';
  const instant = instantOf({ local: time.local, zone });
  const clock = formatOf(language, zone, CLOCK).format(instant);
  const dated =
    dayOfWallTime(time.local) === onDay
      ? clock
      : `${formatOf(language, zone, DAY).format(instant)}, ${clock}`;
  return !time.zone || time.zone === deviceZone ? dated : `${dated} ${zoneName(time, language)}`;
}

/** A day's date as a heading: 'Monday, 8 March'. */
export function formatDayDate(day: CalendarDay, language: string): string {
  return formatOf(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    Date.parse(`${day}T12:00:00Z`),
  );
}

/** A day's date in the phone's strip: 'Mon 8'. */
export function formatShortDay(day: CalendarDay, language: string): string {
  return formatOf(language, 'UTC', { weekday: 'short', day: 'numeric' }).format(
    Date.parse(`${day}T12:00:00Z`),
  );
}
