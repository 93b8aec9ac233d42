import type { Message } from '../../components/ui/message-box';
import type { LoginNotice } from '../../lib/login-notice';

/** Spec section 8, the account screens' messages, word for word. */
export const authMessages = {
  wrongCredentials: {
    type: 'error',
    title: 'Email or password incorrect!',
    text: 'You type your email or your password incorrectly. Please check your informations and try again.',
  },
  emailNotConfirmed: {
    type: 'attention',
    title: 'Email not confirmed!',
    text: 'We sent the confirmation e-mail again. Check your mailbox and spam folder.',
  },
  registered: {
    type: 'success',
    title: 'User registered with success!',
    text: 'Check your mailbox and spam folder to confirm your account.',
  },
  emailUsed: { type: 'attention', title: 'Email already used!', text: 'Please choose another e-mail.' },
  serverError: { type: 'server_error', title: 'Error', text: 'Please to try again.' },
  newPasswordMailed: {
    type: 'success',
    title: 'New Password',
    text: 'We sent you an e-mail with the instructions to create a new password.',
  },
  emailNotFound: {
    type: 'error',
    title: 'Email not found!',
    text: 'No account uses this e-mail. Check the address, or register.',
  },
  passwordChanged: {
    type: 'success',
    title: 'Password changed successfully!',
    text: 'You will be redirected to the login page in 5 seconds.',
  },
  tokenUsed: { type: 'attention', title: 'Token Used', text: 'That token had used.' },
} as const satisfies Record<string, Message>;

/**
 * Google sign-in's failures (issue 10). The spec only logs them; a message says what happened and what to do,
 * so a failed sign-in never leaves the user guessing. 409 shows the server's own words instead.
 */
export const googleSignInMessages = {
  notVerified: {
    type: 'error',
    title: 'Google sign-in failed!',
    text: "Google's sign-in could not be verified. Please try again.",
  },
  emailNotVerified: {
    type: 'attention',
    title: 'Email not verified by Google!',
    text: 'Google has not verified this e-mail address. Verify it with Google, or register with your e-mail and password.',
  },
  disabled: {
    type: 'attention',
    title: 'Google sign-in is off!',
    text: 'Google sign-in is not enabled on this server. Use your e-mail and password.',
  },
  unavailable: {
    type: 'server_error',
    title: 'Google is not answering!',
    text: 'Google sign-in is unavailable right now. Try again in a moment, or use your e-mail and password.',
  },
} as const satisfies Record<string, Message>;

/** 409: the e-mail's account is linked to another Google account; the server's own words say so best. */
export function googleAccountConflict(
  text = 'This e-mail belongs to an account that is linked to another Google account.',
): Message {
  return { type: 'attention', title: 'Email linked to another Google account!', text };
}

/** The line under the Google button, for the states with no live button. */
export const googleSignInNotes = {
  failed: 'Google sign-in could not be loaded. Check your connection, or use your e-mail and password.',
  signingIn: 'Signing in with Google…',
  confirmFailed: 'Google could not be loaded. Check your connection and try again.',
} as const;

/** The confirm-email page's states (spec section 8). */
export const confirmEmailMessages = {
  verifying: {
    type: 'attention',
    title: 'Verifying your token.',
    text: 'We are validating your token, please wait a few seconds.',
  },
  confirmed: {
    type: 'success',
    title: 'All very well!',
    text: 'We validated your email and now you can enjoy the best travel planning tool on the market.',
  },
  alreadyUsed: {
    type: 'attention',
    title: 'Token already used.',
    text: 'You have already used this token before. Try logging in again.',
  },
  failed: {
    type: 'error',
    title: 'Oops! A problem happened.',
    text: 'Unable to validate your email, please try later.',
  },
} as const satisfies Record<string, Message>;

/** Over the tabs, when a page sent its reader to sign in and the sign-in will come back to it. */
export const returnNotes = {
  invitation: {
    type: 'attention',
    title: 'Sign in to answer your invitation.',
    text: 'Sign in, or register with the e-mail the invitation was sent to: you will come back to it.',
  },
} as const satisfies Record<string, Message>;

/** Over the tabs, when a page that ended the session sent its reader here with a notice. */
export const loginNotes = {
  'account-deleted': {
    type: 'success',
    title: 'Your account was deleted.',
    text: 'Your data is gone, and your shared trips are in your companions’ hands. Thank you for travelling with us.',
  },
} as const satisfies Record<LoginNotice, Message>;
