/** Storage key the web client keeps the session token under (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

/** Status codes the contract gives meaning to (spec sections 4 and 9). */
export const Status = {
  ok: 200,
  created: 201,
  notConfirmedOrUsed: 203,
  noTrip: 210,
} as const;

export const API_BASE = '/api';
