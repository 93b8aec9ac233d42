import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

export const tripMessages = {
  saved: { type: 'success', title: 'Trip saved!', text: 'Your dashboard now follows the new details.' },
} as const satisfies Record<string, Message>;

/** Why a trip save failed, in the user's terms. */
export function tripSaveFailure(error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title: 'No connection',
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return { type: 'error', title: 'Trip not saved', text: error.message };
  }
  return { type: 'server_error', title: 'Trip not saved', text: 'Please to try again.' };
}

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

// ---- trips planned together: the switcher, the Companions page and the invitation page ----

/** A failure in the user's terms: the server's own words for what it refused, else a retry advice. */
export function failure(title: string, error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title,
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return { type: 'error', title, text: error.message };
  }
  return { type: 'server_error', title, text: 'Something went wrong on our side. Please try again.' };
}

export const roleNames = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const;

export const switcherTexts = {
  /** Before the destination, for screen readers: 'Trip to Tokyo, Japan'. */
  tripTo: 'Trip to ',
  menu: 'Your trips',
  newTrip: 'New trip',
  companions: 'Companions',
  loading: 'Loading your trips…',
  loadFailed: 'Your trips could not be loaded.',
  switchFailed: 'The trip was not switched.',
  switching: 'Switching…',
} as const;

/** 'Just you', '3 people'. */
export const peopleText = (count: number) => (count === 1 ? 'Just you' : `${count} people`);

export const newTripTexts = {
  heading: 'Plan a new trip',
  intro: 'Where you live, where you are going and when. Your other trips stay a click away, in the header.',
  cancel: 'Back to your trip',
} as const;
