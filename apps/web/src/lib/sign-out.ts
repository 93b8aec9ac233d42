import { api, settle } from './api-client';
import { clearSession } from './session';

/** Exit: revoke the token on the server (a failure does not stop the exit), then clear both storages. */
export async function signOut(): Promise<void> {
  await settle(api.call('logout'));
  clearSession();
}
