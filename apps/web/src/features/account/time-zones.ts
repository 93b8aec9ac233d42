/*
 * The time zones a user may choose: the browser's list of IANA names, which leaves out 'UTC' in some
 * browsers, with 'UTC' and the account's own zone added when missing.
 */

/** The zone this browser runs in, or undefined when it does not say. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Every zone to offer, sorted, each once, `current` among them. */
export function timeZoneChoices(supported: readonly string[], current: string): string[] {
  return [...new Set([...supported, 'UTC', current])].sort((a, b) => a.localeCompare(b));
}

/**
 * The zone to give an account still on the one every account starts with (UTC) after a sign-in in a
 * browser elsewhere; undefined when there is nothing to change.
 */
export function zoneToAdopt(accountZone: string, browserZone: string | undefined): string | undefined {
  if (accountZone !== 'UTC' || browserZone === undefined || browserZone === accountZone) return undefined;
  return browserZone;
}
