import type { SharedItineraryItem } from '@wayfarer/core';

/** A shared link's token: 32 random bytes, base64url. */
export const isSharedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The words a time needs: its zone named when it is not the reader's device's. */
export interface TimeWords {
  inZone: (time: string, zone: string) => string;
  onDay: (time: string, day: string) => string;
}

type ZonedTime = NonNullable<SharedItineraryItem['start']>;

/** A zone as people say it: its last part, its underscores as spaces ('America/Sao_Paulo' → 'Sao Paulo'). */
export const zoneName = (zone: string) => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/**
 * An item's time as its own clock shows it, never turned into the device's zone: 'HH:mm', its zone named
 * when it is not `deviceZone`, and its day when it is not the day it is listed on (a flight landing the
 * next morning).
 */
export function shownTime(
  time: ZonedTime,
  {
    listedOn,
    deviceZone,
    words,
    day,
  }: { listedOn: string | null; deviceZone: string; words: TimeWords; day: (date: string) => string },
): string {
  const [date = '', clock = ''] = time.local.split('T');
  const inZone = time.zone === deviceZone ? clock : words.inZone(clock, zoneName(time.zone));
  return listedOn === null || date === listedOn ? inZone : words.onDay(inZone, day(date));
}
