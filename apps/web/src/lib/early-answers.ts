import type { FetchFunction } from './fetch-function';

/** An early answer serves a call made within this long of its request; a later call asks again. */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  token: string | null;
  requestedAt: number;
  response: Promise<Response>;
}

export interface EarlyAnswers {
  /** Sends these GETs now, with the session's bearer token if any, for the API client to take over. */
  request(urls: readonly string[], token: string | null): void;
  /** The early answer to a GET of this address with this token, once; undefined when there is none. */
  take(url: string, token: string | null): Promise<Response> | undefined;
}

/**
 * The answers a signed-in page opened cold shows first, asked for by the entry as soon as it runs:
 * the layout's and the page's code arrive meanwhile, and when the page asks for the same address
 * through the API client, the answer is already on its way.
 */
export function createEarlyAnswers(
  fetchFunction: FetchFunction = (input, init) => globalThis.fetch(input, init),
  now: () => number = () => performance.now(),
): EarlyAnswers {
  const answers = new Map<string, EarlyAnswer>();
  return {
    request(urls, token) {
      const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      for (const url of urls) {
        const response = fetchFunction(url, { method: 'GET', headers });
        // Handled by whoever takes it; one that nobody takes must not report an unhandled failure.
        response.catch(() => undefined);
        answers.set(url, { token, requestedAt: now(), response });
      }
    },
    take(url, token) {
      const answer = answers.get(url);
      answers.delete(url);
      if (!answer || answer.token !== token || now() - answer.requestedAt > EARLY_ANSWER_TTL_MS)
        return undefined;
      return answer.response;
    },
  };
}

export const earlyAnswers = createEarlyAnswers();
