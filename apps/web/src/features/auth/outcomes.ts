import {
  ConfirmEmailStatus,
  LoginStatus,
  NewPasswordStatus,
  RegisterStatus,
  type TokenResult,
} from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { ApiRequestError, type ApiResponse } from '@/lib/api-client';
import { messages } from '@/i18n/language';
import { authMessages, confirmEmailMessages, googleAccountConflict, googleSignInMessages } from './messages';

/** What a settled call means for the screen; kept apart from React so each branch is testable. */
type Answer = ApiResponse | ApiRequestError;

export type LoginOutcome =
  /** 200: save the token, then a full reload at '/'. */
  | { kind: 'enter'; token: string }
  /** 201: save the token, then the trip set-up (a new user with no trip yet). */
  | { kind: 'create_trip'; token: string }
  | { kind: 'message'; message: Message };

/** `tokenResultSchema`'s shape, checked without zod to keep it off the login route (100 KB budget). */
function isTokenResult(data: unknown): data is TokenResult {
  return (
    typeof data === 'object' && data !== null && typeof (data as { result?: unknown }).result === 'string'
  );
}

/** The outcomes that sign the user in. */
export type SignedIn = Exclude<LoginOutcome, { kind: 'message' }>;

const show = (message: Message): LoginOutcome => ({ kind: 'message', message });

/**
 * 429: too many sign-ins, or too many mails asked for; the server's words say which and when to try
 * again (a wrong password would mislead, and a generic error would send the user to try at once).
 */
export function tooManyRequests(answer: ApiRequestError): Message {
  const t = messages().auth;
  const title = answer.code === 'too_many_mails' ? t.tooManyMails : t.tooManyAttempts;
  return { type: 'error', title, text: answer.message };
}

const isSignedIn = (answer: ApiResponse) =>
  answer.status === LoginStatus.signedIn || answer.status === LoginStatus.signedInWithoutTrip;

/** 200 enters the app, 201 goes to the trip set-up; both must carry a non-empty token. */
function tokenOutcome(answer: ApiResponse): LoginOutcome {
  if (!isTokenResult(answer.data) || answer.data.result === '') return show(authMessages().serverError);
  return {
    kind: answer.status === LoginStatus.signedIn ? 'enter' : 'create_trip',
    token: answer.data.result,
  };
}

export function loginOutcome(answer: Answer): LoginOutcome {
  if (answer instanceof ApiRequestError) {
    if (answer.status === 401) return show(authMessages().wrongCredentials);
    if (answer.status === 429) return show(tooManyRequests(answer));
    return show(authMessages().serverError);
  }
  if (answer.status === LoginStatus.emailNotConfirmed) return show(authMessages().emailNotConfirmed);
  if (isSignedIn(answer)) return tokenOutcome(answer);
  return show(authMessages().serverError);
}

/**
 * POST /login/social: 200 and 201 as for the password login (the token of a user with or without a trip);
 * a refusal says why in words (an unverifiable token, an e-mail Google has not verified, Google sign-in
 * off, an e-mail linked to another Google account, Google's keys out of reach); anything else is the
 * server_error box.
 */
export function socialLoginOutcome(answer: Answer): LoginOutcome {
  if (!(answer instanceof ApiRequestError)) {
    if (isSignedIn(answer)) return tokenOutcome(answer);
    return show(authMessages().serverError);
  }
  switch (answer.status) {
    case 401:
      return show(googleSignInMessages().notVerified);
    case 403:
      return show(googleSignInMessages().emailNotVerified);
    case 404:
      return show(googleSignInMessages().disabled);
    case 409:
      // A body not of the contract's shape ('http_error') has no words of the server's to show.
      return show(googleAccountConflict(answer.code === 'http_error' ? undefined : answer.message));
    case 429:
      return show(tooManyRequests(answer));
    case 503:
      return show(googleSignInMessages().unavailable);
    default:
      return show(authMessages().serverError);
  }
}

export function registerOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) {
    return answer.status === 429 ? tooManyRequests(answer) : authMessages().serverError;
  }
  if (answer.status === RegisterStatus.registered) return authMessages().registered;
  if (answer.status === RegisterStatus.emailUsed) return authMessages().emailUsed;
  return authMessages().serverError;
}

export function forgetPasswordOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) {
    if (answer.status === 429) return tooManyRequests(answer);
    return answer.status === 404 ? authMessages().emailNotFound : authMessages().serverError;
  }
  return answer.status === 200 ? authMessages().newPasswordMailed : authMessages().serverError;
}

export function newPasswordOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) return authMessages().serverError;
  if (answer.status === NewPasswordStatus.changed) return authMessages().passwordChanged;
  if (answer.status === NewPasswordStatus.tokenUsed) return authMessages().tokenUsed;
  return authMessages().serverError;
}

export function confirmEmailOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) return confirmEmailMessages().failed;
  if (answer.status === ConfirmEmailStatus.confirmed) return confirmEmailMessages().confirmed;
  if (answer.status === ConfirmEmailStatus.alreadyUsed) return confirmEmailMessages().alreadyUsed;
  return confirmEmailMessages().failed;
}
