import { useSyncExternalStore } from 'react';
import { getGoogleClientId } from './api/get-sign-in-config';
import { loadGoogleIdentity, type CredentialResponse, type GoogleAccountsId } from './google-identity';

export type GoogleSignInState =
  /** GET /config, then Google's script, are on their way. */
  | { status: 'loading' }
  /** The server has no Google client id. */
  | { status: 'off' }
  /** The config or Google's script could not be had (offline, blocked). */
  | { status: 'failed' }
  | { status: 'ready'; id: GoogleAccountsId };

type CredentialHandler = (response: CredentialResponse) => void;

/*
 * One start per page load, shared by every Google button: the config is read once, Google's script is
 * injected once and initialised once (Google asks for a single `initialize`), and the One Tap prompt is
 * shown at most once. Each initialisation has one callback, so the credential goes to whichever button is
 * mounted.
 */
let state: GoogleSignInState = { status: 'loading' };
let started = false;
let prompted = false;
let credentialHandler: CredentialHandler | null = null;
const listeners = new Set<() => void>();

function publish(next: GoogleSignInState) {
  state = next;
  for (const listener of listeners) listener();
}

async function start(): Promise<GoogleSignInState> {
  const clientId = await getGoogleClientId();
  if (clientId === null) return { status: 'off' };
  const id = await loadGoogleIdentity();
  id.initialize({
    client_id: clientId,
    callback: (response) => {
      // The button's popup may have answered while One Tap still shows.
      id.cancel();
      if (credentialHandler) credentialHandler(response);
      else console.error('Google sign-in answered with no Google button on the page');
    },
    ux_mode: 'popup',
    auto_select: false,
    cancel_on_tap_outside: true,
    itp_support: true,
  });
  return { status: 'ready', id };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    start().then(publish, (error: unknown) => {
      console.error('Google sign-in could not be loaded:', error);
      publish({ status: 'failed' });
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Google sign-in's state; the first caller starts it (the login page's and My Account's Google buttons). */
export function useGoogleSignIn(): GoogleSignInState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Sends Google's credentials to `handler` until the returned function is called. */
export function handleGoogleCredentials(handler: CredentialHandler): () => void {
  credentialHandler = handler;
  return () => {
    if (credentialHandler === handler) credentialHandler = null;
  };
}

/** Offers One Tap's prompt, the first time only: the login page's button calls it once Google is ready. */
export function showGooglePromptOnce() {
  if (state.status !== 'ready' || prompted) return;
  prompted = true;
  state.id.prompt();
}

/** Closes the One Tap prompt, if it shows: the login page calls it as it goes. */
export function dismissGooglePrompt() {
  if (state.status === 'ready') state.id.cancel();
}
