import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@wayfarer/core';

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
  /** Sets the signed-in hint when a token is stored and clears it when none is (a session that ended elsewhere, say). */
  syncSignedInHint(): void;
}

/** Tells the server whether a session is held, for the index.html it sends next (SIGNED_IN_HINT_COOKIE). */
export type SignedInHint = (signedIn: boolean) => void;

/** Storage can throw (disabled cookies, private modes); a session that cannot be read is no session. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function createSession(
  storages: () => SessionStorages,
  hint: SignedInHint = () => undefined,
): Session {
  // Only a hint: one that cannot be written (a sandboxed page refuses cookies) must not stop a sign-in.
  const markSignedIn = (signedIn: boolean) => attempt(() => hint(signedIn), undefined);

  function clearSession() {
    const { local, session } = storages();
    attempt(() => local.clear(), undefined);
    attempt(() => session.clear(), undefined);
    markSignedIn(false);
  }

  function getToken() {
    const { local, session } = storages();
    const token =
      attempt(() => local.getItem(TOKEN_STORAGE_KEY), null) ||
      attempt(() => session.getItem(TOKEN_STORAGE_KEY), null);
    return token || null;
  }

  return {
    clearSession,
    getToken,
    saveToken(token, remember) {
      clearSession();
      const { local, session } = storages();
      session.setItem(TOKEN_STORAGE_KEY, token);
      if (remember) local.setItem(TOKEN_STORAGE_KEY, token);
      markSignedIn(true);
    },
    syncSignedInHint() {
      markSignedIn(getToken() !== null);
    },
  };
}

/** 400 days, the longest Chrome keeps a cookie; the hint holds no secret, so no HttpOnly or Secure either. */
const HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The hint as a first-party cookie, on every path; a wrong one costs a page load its preloads, or adds some. */
function cookieHint(signedIn: boolean) {
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_SECONDS}; SameSite=Lax`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The browser's session, read lazily so that importing this module touches no storage. */
export const { saveToken, clearSession, getToken, syncSignedInHint } = createSession(
  () => ({ local: window.localStorage, session: window.sessionStorage }),
  cookieHint,
);
