/*
 * The small part of Google Identity Services' `google.accounts.id` this app uses, typed here rather than
 * with a .d.ts package (https://developers.google.com/identity/gsi/web/reference/js-reference), and the
 * loader of its script, injected once and only when the login page draws a live Google button.
 */

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** What the callback receives once the user has chosen a Google account. */
export interface CredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential?: string;
  select_by?: string;
}

export interface IdConfiguration {
  client_id: string;
  callback: (response: CredentialResponse) => void;
  ux_mode: 'popup' | 'redirect';
  auto_select: boolean;
  cancel_on_tap_outside: boolean;
  itp_support: boolean;
}

export interface GsiButtonConfiguration {
  type: 'standard' | 'icon';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  size: 'large' | 'medium' | 'small';
  text: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment: 'left' | 'center';
  /** In pixels; Google draws 200 to 400. */
  width: number;
}

export interface GoogleAccountsId {
  initialize(config: IdConfiguration): void;
  renderButton(parent: HTMLElement, options: GsiButtonConfiguration): void;
  /** Shows the One Tap prompt. */
  prompt(): void;
  /** Closes the One Tap prompt. */
  cancel(): void;
}

const METHODS = ['initialize', 'renderButton', 'prompt', 'cancel'] as const;

/** `google.accounts.id` from the window, once the script has defined it with every method used here. */
export function accountsIdOf(scope: unknown): GoogleAccountsId | null {
  const google = (scope as { google?: { accounts?: { id?: unknown } } } | null)?.google;
  const id = google?.accounts?.id;
  if (typeof id !== 'object' || id === null) return null;
  const methods = id as Record<string, unknown>;
  return METHODS.every((name) => typeof methods[name] === 'function') ? (id as GoogleAccountsId) : null;
}

/** The button's width for a container this wide: all of it, within the 200 to 400 px Google draws. */
export function googleButtonWidth(containerWidth: number): number {
  return Math.round(Math.min(400, Math.max(200, containerWidth)));
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Injects the script once (async) and waits for `google.accounts.id`; rejects when it cannot be had. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => {
      const id = accountsIdOf(window);
      if (id) resolve(id);
      else reject(new Error(`${GOOGLE_IDENTITY_SCRIPT} loaded but defined no google.accounts.id`));
    });
    script.addEventListener('error', () =>
      reject(new Error(`${GOOGLE_IDENTITY_SCRIPT} could not be loaded`)),
    );
    document.head.append(script);
  });
  return loading;
}
