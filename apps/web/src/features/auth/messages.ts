import type { Message } from '@/components/ui/message-box';
import type { Messages } from '@/i18n/catalogue';
import { messages } from '@/i18n/language';
import type { LoginNotice } from '@/lib/login-notice';

/**
 * The messages of a catalogue, built once per catalogue: a language's message is the same object each
 * time it is asked for (outcomes are compared with it), and a switch of language gives the other's.
 */
function perCatalogue<T>(build: (t: Messages['auth']) => T): () => T {
  const built = new WeakMap<Messages, T>();
  return () => {
    const catalogue = messages();
    let made = built.get(catalogue);
    if (!made) {
      made = build(catalogue.auth);
      built.set(catalogue, made);
    }
    return made;
  };
}

/** Spec section 8, the account screens' messages, word for word (in English). */
export const authMessages = perCatalogue(
  ({ messages: m }) =>
    ({
      wrongCredentials: { type: 'error', ...m.wrongCredentials },
      emailNotConfirmed: { type: 'attention', ...m.emailNotConfirmed },
      registered: { type: 'success', ...m.registered },
      emailUsed: { type: 'attention', ...m.emailUsed },
      serverError: { type: 'server_error', ...m.serverError },
      newPasswordMailed: { type: 'success', ...m.newPasswordMailed },
      emailNotFound: { type: 'error', ...m.emailNotFound },
      passwordChanged: { type: 'success', ...m.passwordChanged },
      tokenUsed: { type: 'attention', ...m.tokenUsed },
    }) satisfies Record<string, Message>,
);

/**
 * Google sign-in's failures. The spec only logs them; a message says what happened and what to do,
 * so a failed sign-in never leaves the user guessing. 409 shows the server's own words instead.
 */
export const googleSignInMessages = perCatalogue(
  ({ google }) =>
    ({
      notVerified: { type: 'error', ...google.notVerified },
      emailNotVerified: { type: 'attention', ...google.emailNotVerified },
      disabled: { type: 'attention', ...google.disabled },
      unavailable: { type: 'server_error', ...google.unavailable },
    }) satisfies Record<string, Message>,
);

/** 409: the e-mail's account is linked to another Google account; the server's own words say so best. */
export function googleAccountConflict(text?: string): Message {
  const { conflict } = messages().auth.google;
  return { type: 'attention', title: conflict.title, text: text ?? conflict.text };
}

/** The line under the Google button, for the states with no live button. */
export const googleSignInNotes = () => messages().auth.google.notes;

/** The confirm-email page's states (spec section 8). */
export const confirmEmailMessages = perCatalogue(
  ({ confirmEmail }) =>
    ({
      verifying: { type: 'attention', ...confirmEmail.verifying },
      confirmed: { type: 'success', ...confirmEmail.confirmed },
      alreadyUsed: { type: 'attention', ...confirmEmail.alreadyUsed },
      failed: { type: 'error', ...confirmEmail.failed },
    }) satisfies Record<string, Message>,
);

/** Over the tabs, when a page sent its reader to sign in and the sign-in will come back to it. */
export const returnNotes = perCatalogue(
  ({ loginPage }) =>
    ({ invitation: { type: 'attention', ...loginPage.invitation } }) satisfies Record<string, Message>,
);

/** Over the tabs, when a page that ended the session sent its reader here with a notice. */
export const loginNotes = perCatalogue(
  ({ loginPage }) =>
    ({
      'account-deleted': { type: 'success', ...loginPage.accountDeleted },
      'changes-waiting': { type: 'attention', ...loginPage.changesWaiting },
    }) satisfies Record<LoginNotice, Message>,
);
