import { api, ApiRequestError } from '@/lib/api-client';

/**
 * `publicConfigSchema`'s `signIn.googleClientId`, checked by hand: zod stays off the login route (100 KB
 * budget). Null (or empty) when Google sign-in is off; an answer of another shape is an error.
 */
export function googleClientIdOf(config: unknown): string | null {
  const signIn =
    typeof config === 'object' && config !== null ? (config as { signIn?: unknown }).signIn : null;
  const clientId =
    typeof signIn === 'object' && signIn !== null
      ? (signIn as { googleClientId?: unknown }).googleClientId
      : undefined;
  if (clientId === null || clientId === '') return null;
  if (typeof clientId === 'string') return clientId;
  throw new ApiRequestError(200, 'invalid_response', 'The server answered in an unexpected form.');
}

/** GET /config (public): the OAuth client id the Google button is drawn for, or null when it is off. */
export async function getGoogleClientId(): Promise<string | null> {
  return googleClientIdOf((await api.call('getPublicConfig')).data);
}
