/** Storage key the web client keeps the session token under (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

export const API_BASE = '/api';
