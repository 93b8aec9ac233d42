/*
 * The time zones a user may choose: the browser's list of IANA names, which leaves out 'UTC' in some
 * browsers, with 'UTC' and the account's own zone added when missing.
 */

/** Every zone to offer, sorted, each once, `current` among them. */
export function timeZoneChoices(supported: readonly string[], current: string): string[] {
  return [...new Set([...supported, 'UTC', current])].sort((a, b) => a.localeCompare(b));
}
