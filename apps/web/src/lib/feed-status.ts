import { messages } from '../i18n/language';
import { ApiRequestError } from './api-client';

/*
 * The destination feeds (news, places, exchange rates, …) fail in ways a person can understand: the
 * source is down and nothing was saved yet (503 feed_unavailable), nothing is known for what was asked
 * (404), or the server could not be reached. One place words them and decides what is worth retrying.
 */

/** The server has no answer to serve: its source failed and it holds no earlier copy. */
export function isFeedUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503;
}

/** No source knows what was asked (an exchange pair nobody quotes, say). */
export function isFeedNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A feed call is retried (twice) only when trying again may help: a network failure or a server
 * error. A 4xx answers the same the second time, and a 503 means the server already tried its source.
 */
export function retryFeed(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiRequestError &&
    (error.status === 503 || (error.status >= 400 && error.status < 500))
  )
    return false;
  return failureCount < 2;
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What a failed feed call says under its title: why, in a sentence, and whether trying again helps. */
export function feedFailureText(error: unknown): string {
  const texts = messages().errors.feed;
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    return isFeedUnavailable(error) ? texts.unavailable : texts.ourSide;
  }
  if (error.status === 0) return texts.unreachable;
  if (error.code === 'invalid_response') return texts.unexpectedForm;
  return sentence(error.message);
}

/**
 * The same in a few words, for a small card with room for one short line under its title: why, and
 * no advice (its Try again button says what to do).
 */
export function feedFailureBrief(error: unknown): string {
  const texts = messages().errors.feedBrief;
  if (isFeedUnavailable(error)) return texts.unavailable;
  if (!(error instanceof ApiRequestError) || error.status >= 500) return texts.ourSide;
  if (error.status === 0) return texts.unreachable;
  if (error.code === 'invalid_response') return texts.unexpectedForm;
  return texts.refused;
}
