import type { TokenResult } from '@wayfarer/core';
import type { Message } from '../../components/ui/message-box';
import { ApiRequestError, type ApiResponse } from '../../lib/api-client';
import { authMessages, confirmEmailMessages } from './messages';

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

const show = (message: Message): LoginOutcome => ({ kind: 'message', message });

export function loginOutcome(answer: Answer): LoginOutcome {
  if (answer instanceof ApiRequestError) {
    if (answer.status === 401) return show(authMessages.wrongCredentials);
    if (answer.status === 429)
      return show({ type: 'error', title: 'Too many attempts!', text: answer.message });
    return show(authMessages.serverError);
  }
  if (answer.status === 203) return show(authMessages.emailNotConfirmed);
  if (answer.status === 200 || answer.status === 201) {
    if (!isTokenResult(answer.data) || answer.data.result === '') return show(authMessages.serverError);
    return { kind: answer.status === 200 ? 'enter' : 'create_trip', token: answer.data.result };
  }
  return show(authMessages.serverError);
}

export function registerOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) return authMessages.serverError;
  if (answer.status === 200) return authMessages.registered;
  if (answer.status === 201) return authMessages.emailUsed;
  return authMessages.serverError;
}

export function forgetPasswordOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) {
    return answer.status === 404 ? authMessages.emailNotFound : authMessages.serverError;
  }
  return answer.status === 200 ? authMessages.newPasswordMailed : authMessages.serverError;
}

export function newPasswordOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) return authMessages.serverError;
  if (answer.status === 200) return authMessages.passwordChanged;
  if (answer.status === 201) return authMessages.tokenUsed;
  return authMessages.serverError;
}

export function confirmEmailOutcome(answer: Answer): Message {
  if (answer instanceof ApiRequestError) return confirmEmailMessages.failed;
  if (answer.status === 200) return confirmEmailMessages.confirmed;
  if (answer.status === 203) return confirmEmailMessages.alreadyUsed;
  return confirmEmailMessages.failed;
}
