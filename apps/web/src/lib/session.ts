import { TOKEN_STORAGE_KEY } from '@wayfarer/core';

/** The part of the Web Storage API the session uses, so tests can pass a plain in-memory stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface SessionStorages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

export interface Session {
  /** Spec section 4: both storages are cleared, then the token goes to session storage, and to local storage too when 'remember' is ticked. */
  saveToken(token: string, remember: boolean): void;
  /** Exit: clears session storage and local storage. */
  clearSession(): void;
  /** The token from local storage, or else from session storage; null when neither holds one. */
  getToken(): string | null;
}

/** Storage can throw (disabled cookies, private modes); a session that cannot be read is no session. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function createSession(storages: () => SessionStorages): Session {
  function clearSession() {
    const { local, session } = storages();
    attempt(() => local.clear(), undefined);
    attempt(() => session.clear(), undefined);
  }

  return {
    clearSession,
    saveToken(token, remember) {
      clearSession();
      const { local, session } = storages();
      session.setItem(TOKEN_STORAGE_KEY, token);
      if (remember) local.setItem(TOKEN_STORAGE_KEY, token);
    },
    getToken() {
      const { local, session } = storages();
      const token =
        attempt(() => local.getItem(TOKEN_STORAGE_KEY), null) ||
        attempt(() => session.getItem(TOKEN_STORAGE_KEY), null);
      return token || null;
    },
  };
}

/** The browser's session, read lazily so that importing this module touches no storage. */
export const { saveToken, clearSession, getToken } = createSession(() => ({
  local: window.localStorage,
  session: window.sessionStorage,
}));
