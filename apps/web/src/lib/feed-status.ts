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
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    return isFeedUnavailable(error)
      ? 'Our source is not answering and we have no saved copy yet. Please try again in a moment.'
      : 'Something went wrong on our side. Please try again in a moment.';
  }
  if (error.status === 0) return 'The server could not be reached. Check your connection, then try again.';
  if (error.code === 'invalid_response')
    return 'The answer came in an unexpected form. Please try again later.';
  return sentence(error.message);
}

/**
 * The same in a few words, for a small card with room for one short line under its title: why, and
 * no advice (its Try again button says what to do).
 */
export function feedFailureBrief(error: unknown): string {
  if (isFeedUnavailable(error)) return 'Our source is not answering.';
  if (!(error instanceof ApiRequestError) || error.status >= 500) return 'Something went wrong on our side.';
  if (error.status === 0) return 'The server could not be reached.';
  if (error.code === 'invalid_response') return 'The answer came in an unexpected form.';
  return 'The server turned the request down.';
}
