import { api, settle } from './api-client';
import { clearSession } from './session';

/**
 * How long Exit waits for the server to revoke the token. A server that took the request and never
 * answered would otherwise leave the user signed in with no way out; past this the browser forgets the
 * token all the same, and a revocation that never finished leaves the token to expire on the server.
 */
const LOGOUT_WAIT_MS = 3000;

/** Exit: revoke the token on the server (neither a failure nor a silence stops the exit), then clear both storages. */
export async function signOut(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_WAIT_MS);
  });
  await Promise.race([settle(api.call('logout')), deadline]);
  clearTimeout(timer);
  clearSession();
}
