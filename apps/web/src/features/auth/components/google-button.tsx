import { useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Message } from '@/components/ui/message-box';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { socialLogin } from '../api/social-login';
import {
  googleButtonWidth,
  type CredentialResponse,
  type GoogleAccountsId,
  type GsiButtonConfiguration,
} from '../google-identity';
import { googleSignInMessages } from '../messages';
import { useEnterApp } from '../use-enter-app';
import { handleGoogleCredentials, showGooglePromptOnce, useGoogleSignIn } from '../use-google-sign-in';
import { OrDivider } from './or-divider';
import './google-button.css';

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

type Intent = 'sign_in' | 'sign_up';

interface GoogleButtonProps {
  /** 'Sign in with Google' on the Login tab, 'Sign up with Google' on the Register tab. */
  intent: Intent;
  /** Whether the token is also kept in local storage: Remember-me on the Login tab, false on Register. */
  remember: boolean;
  /** Shows why a sign-in failed in the form's message box; null clears it. */
  onMessage: (message: Message | null) => void;
}

/** 'Sign in with Google' / 'Sign up with Google'. */
const labelOf = (google: ReturnType<typeof useMessages>['auth']['google'], intent: Intent) =>
  intent === 'sign_in' ? google.signIn : google.signUp;

/**
 * The social sign-in button under an 'or' (spec section 2), only when the server has a Google client id:
 * Google's own button once Google's script loads, or an inactive button saying why it could not. Its
 * place is kept while the config loads, at the foot of the form, where its going moves nothing.
 */
export function GoogleButton(props: GoogleButtonProps) {
  const t = useMessages();
  const google = useGoogleSignIn();
  if (google.status === 'off') return null;
  return (
    <>
      <OrDivider />
      {google.status === 'loading' ? (
        <GoogleButtonPlaceholder />
      ) : google.status === 'ready' ? (
        <LiveGoogleButton id={google.id} {...props} />
      ) : (
        <InactiveGoogleButton
          label={labelOf(t.auth.google, props.intent)}
          note={t.auth.google.notes.failed}
        />
      )}
    </>
  );
}

function GoogleButtonPlaceholder() {
  return (
    <div className="social-sign-in" aria-busy="true">
      <div className="social-sign-in__slot">
        <Skeleton shape="block" height="var(--touch-target)" />
      </div>
      <p className="social-sign-in__note" />
    </div>
  );
}

function InactiveGoogleButton({ label, note }: { label: string; note: string }) {
  const noteId = useId();
  return (
    <div className="social-sign-in">
      <div className="social-sign-in__slot">
        <Button variant="secondary" block inactive icon={<GoogleMark />} aria-describedby={noteId}>
          {label}
        </Button>
      </div>
      <p id={noteId} className="social-sign-in__note">
        {note}
      </p>
    </div>
  );
}

/** Google's button drawn in the slot the ref callback is given, as it is attached, before the browser paints. */
function useGoogleButtonSlot(id: GoogleAccountsId, text: GsiButtonConfiguration['text']) {
  const [drawFailed, setDrawFailed] = useState(false);
  const drawButton = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      try {
        id.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          logo_alignment: 'left',
          width: googleButtonWidth(element.clientWidth),
        });
      } catch (error) {
        console.error('Google sign-in could not draw its button:', error);
        setDrawFailed(true);
      }
      return () => element.replaceChildren();
    },
    [id, text],
  );
  return { drawButton, drawFailed };
}

function LiveGoogleButton({ id, intent, remember, onMessage }: GoogleButtonProps & { id: GoogleAccountsId }) {
  const t = useMessages();
  const enterApp = useEnterApp();
  const [signingIn, setSigningIn] = useState(false);
  const { drawButton, drawFailed } = useGoogleButtonSlot(
    id,
    intent === 'sign_in' ? 'signin_with' : 'signup_with',
  );

  const signIn = useEffectEvent(async ({ credential }: CredentialResponse) => {
    if (signingIn) return;
    onMessage(null);
    if (!credential) {
      console.error('Google sign-in answered without a credential');
      onMessage(googleSignInMessages().notVerified);
      return;
    }
    setSigningIn(true);
    const outcome = await socialLogin({ credential, remember });
    if (outcome.kind === 'message') {
      onMessage(outcome.message);
      setSigningIn(false);
      return;
    }
    // 200 reloads the page at '/': the note stays until it does.
    await enterApp(outcome, remember);
  });

  useEffect(() => handleGoogleCredentials((response) => void signIn(response)), []);
  useEffect(showGooglePromptOnce, []);

  if (drawFailed) {
    return <InactiveGoogleButton label={labelOf(t.auth.google, intent)} note={t.auth.google.notes.failed} />;
  }
  return (
    <div className="social-sign-in">
      <div ref={drawButton} className="social-sign-in__slot" />
      <p className="social-sign-in__note" role="status">
        {signingIn ? t.auth.google.notes.signingIn : ''}
      </p>
    </div>
  );
}

interface GoogleConfirmButtonProps {
  /** A fresh ID token of the Google account the user chose. */
  onCredential: (credential: string) => void;
  /** Shows why Google gave none; null clears it. */
  onMessage: (message: Message | null) => void;
}

/**
 * Google's button for a signed-in user to prove who they are (before deleting an account that has no
 * password): the credential goes to `onCredential`, not to a sign-in. Nothing shows when Google sign-in
 * is off.
 */
export function GoogleConfirmButton(props: GoogleConfirmButtonProps) {
  const t = useMessages();
  const google = useGoogleSignIn();
  if (google.status === 'off') return null;
  if (google.status === 'loading') return <GoogleButtonPlaceholder />;
  if (google.status === 'failed') {
    return <InactiveGoogleButton label={t.auth.google.confirm} note={t.auth.google.notes.confirmFailed} />;
  }
  return <LiveGoogleConfirmButton id={google.id} {...props} />;
}

function LiveGoogleConfirmButton({
  id,
  onCredential,
  onMessage,
}: GoogleConfirmButtonProps & { id: GoogleAccountsId }) {
  const t = useMessages();
  const { drawButton, drawFailed } = useGoogleButtonSlot(id, 'continue_with');
  const confirm = useEffectEvent(({ credential }: CredentialResponse) => {
    onMessage(null);
    if (credential) {
      onCredential(credential);
      return;
    }
    console.error('Google answered without a credential');
    onMessage(googleSignInMessages().notVerified);
  });

  useEffect(() => handleGoogleCredentials((response) => confirm(response)), []);

  if (drawFailed) {
    return <InactiveGoogleButton label={t.auth.google.confirm} note={t.auth.google.notes.confirmFailed} />;
  }
  return (
    <div className="social-sign-in">
      <div ref={drawButton} className="social-sign-in__slot" />
    </div>
  );
}
