/** Storage key the web client keeps the session token under (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

export const API_BASE = '/api';

/**
 * The cookie the web client sets while it holds a session: "1", never the token. It only tells the server
 * which index.html to send a signed-in page (with that page's code preloaded); the API never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'wayfarer_signed_in';
