import type { Account } from '@wayfarer/core';
import { api } from './api-client';
import { deviceTimeZone } from './calendar-day';

/*
 * An account still on UTC takes the device's zone, so that its reminders come at the person's own time
 * of day and "today" is theirs. The check is made at the first signed-in page a session shows, whatever
 * page that is, onboarding included; once made it is not made again until the next sign-in, so that a
 * zone chosen on My Account is kept. Whether it was made is kept in local storage, which a sign-in and
 * an Exit clear with the token: a browser closed before the change was saved makes it at the next page
 * it opens. Its calls go through the API client alone: the onboarding page has no query cache.
 */

const CHECKED_KEY = 'timeZoneChecked';

function checked(): boolean {
  try {
    return window.localStorage.getItem(CHECKED_KEY) !== null;
  } catch {
    // A storage that cannot be read: the check is made again, and finds nothing to change once made.
    return false;
  }
}

function markChecked(): void {
  try {
    window.localStorage.setItem(CHECKED_KEY, '1');
  } catch {
    // A storage that refuses: the check is made again at the next page, and finds nothing to change.
  }
}

/**
 * The zone to give an account still on the one every account starts with (UTC) from a device elsewhere;
 * undefined when there is nothing to change. An account with a zone of its own keeps it: its person may
 * be travelling, or chose it.
 */
export function zoneToAdopt(accountZone: string, deviceZone: string): string | undefined {
  // core's DEFAULT_TIME_ZONE, which lives beside the zod schemas the signed-in pages do not load.
  if (accountZone !== 'UTC' || deviceZone === accountZone) return undefined;
  return deviceZone;
}

/** The check under way, so that a page drawn twice meanwhile sends one change. */
let checking: Promise<Account | undefined> | undefined;

async function check(account: Account): Promise<Account | undefined> {
  const timeZone = zoneToAdopt(account.timeZone, deviceTimeZone());
  const adopted =
    timeZone === undefined ? undefined : (await api.call('updateUser', { body: { timeZone } })).data;
  markChecked();
  return adopted;
}

/** The account with the device's zone, once saved; undefined when there was nothing to change. */
export function adoptDeviceTimeZone(account: Account): Promise<Account | undefined> {
  if (checked()) return Promise.resolve(undefined);
  checking ??= check(account).finally(() => {
    checking = undefined;
  });
  return checking;
}

/** The same check for a page that has not read the account: it is read first. */
export async function adoptDeviceTimeZoneOfSession(): Promise<void> {
  if (checked()) return;
  const answer = await api.call('getUser');
  if (answer.status === 200) await adoptDeviceTimeZone(answer.data);
}

/** A failure is only logged: nothing waits for the zone, and it can be set on My Account. */
export const zoneNotSaved = (error: unknown) => console.error('The time zone could not be saved:', error);
