import type { TestApp } from '../../testing/test-app';
import { SAO_PAULO_TO_LISBON } from '../../testing/trips';
import { join, newTrip, person, type Person } from '../../trip/testing/shared-trip';

export const SAO_PAULO = 'America/Sao_Paulo';
export const NEW_YORK = 'America/New_York';
export const TOKYO = 'Asia/Tokyo';
/** UTC+14: noon UTC is already the next day there. */
export const KIRITIMATI = 'Pacific/Kiritimati';

/** 23:30 of a day in São Paulo (UTC−3 all year since 2019): already the next day in UTC and in Tokyo. */
export const lateEveningInSaoPaulo = (day: string) => Date.parse(`${day}T23:30:00-03:00`);

/** A companion of the trip, with the zone of their account. */
export interface Companion extends Person {
  timeZone: string;
}

/** Sets the account's zone, as My Account does. */
export async function moveTo(member: Person, timeZone: string): Promise<void> {
  const changed = await member.call('PATCH', '/user', { timeZone });
  if (changed.statusCode !== 200)
    throw new Error(`PATCH /user answered ${changed.statusCode}: ${changed.body}`);
}

/**
 * A trip (São Paulo to Lisbon) of companions each in one of the zones, in that order: the first made it
 * and owns it, the others joined it as editors by invitation.
 */
export async function companionsInZones<const Zones extends readonly string[]>(
  t: TestApp,
  zones: Zones,
): Promise<{ tripId: string; companions: { [Index in keyof Zones]: Companion } }> {
  const companions = await Promise.all(
    zones.map(async (timeZone, index) => {
      const member = await person(t, `Companion ${index + 1}`);
      await moveTo(member, timeZone);
      return { ...member, timeZone };
    }),
  );
  const [owner, ...others] = companions;
  if (!owner) throw new Error('a trip needs its owner');
  const tripId = await newTrip(owner, SAO_PAULO_TO_LISBON);
  for (const other of others) await join(t, owner, tripId, other, 'editor');
  // One companion per zone, in their order.
  return { tripId, companions: companions as { [Index in keyof Zones]: Companion } };
}
