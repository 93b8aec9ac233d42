/*
 * A sign-in asks the layout, once it has the account, to check the account's time zone against the
 * browser's. The sign-in cannot do it itself: it reloads the app at once, and its request would go with
 * the page. Kept in session storage, which an Exit clears with the token.
 */

const KEY = 'checkTimeZone';

export function markTimeZoneCheck(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // A storage that refuses leaves the zone as it is: the user can set it on My Account.
  }
}

/** True once after a sign-in asked for the check. */
export function takeTimeZoneCheck(): boolean {
  try {
    if (window.sessionStorage.getItem(KEY) === null) return false;
    window.sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
