import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

/** The trip form's outcomes, in the language the app is drawn in (read at call time). */
export function tripMessages() {
  const t = messages().trip;
  return {
    saved: { type: 'success', ...t.saved },
    viewer: { type: 'attention', ...t.viewer },
  } as const satisfies Record<string, Message>;
}

/** Why a trip save failed, in the user's terms. */
export function tripSaveFailure(error: unknown): Message {
  const t = messages().trip.failures;
  if (error instanceof ApiRequestError && error.status === 0) {
    return { type: 'server_error', title: t.noConnection, text: t.unreachable };
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return { type: 'error', title: t.notSaved, text: error.message };
  }
  return { type: 'server_error', title: t.notSaved, text: t.tryAgain };
}

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

// ---- trips planned together: the switcher, the Companions page and the invitation page ----

/** A failure in the user's terms: the server's own words for what it refused, else a retry advice. */
export function failure(title: string, error: unknown): Message {
  const t = messages().trip.failures;
  if (error instanceof ApiRequestError && error.status === 0) {
    return { type: 'server_error', title, text: t.unreachable };
  }
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return { type: 'error', title, text: error.message };
  }
  return { type: 'server_error', title, text: t.ourSide };
}
