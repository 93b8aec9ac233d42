import { nextIndex, previousIndex, wrapIndex } from '@/lib/cycle';

/*
 * The radio's state as a pure function of what happened: which station of the list is on, and whether
 * it plays. The audio element is told what to do from this state (use-radio-audio.ts), and what the
 * element then reports comes back here as an action naming the station it is about (the state's
 * `index` when the element was given that station), so that news of a station the listener already
 * left changes nothing.
 */

/**
 * - paused: nothing plays (the start, or the listener paused);
 * - connecting: the listener wants to hear the station and it has not started, or ran out of sound;
 * - playing: sound comes out;
 * - failed: the station's stream did not answer; the card says so and offers the next one.
 */
export type RadioStatus = 'paused' | 'connecting' | 'playing' | 'failed';

export interface RadioState {
  /** The station's place in the list: read it through `stationIndex`, which keeps it inside the list. */
  index: number;
  status: RadioStatus;
}

export type RadioAction =
  /** The play/pause button. */
  | { type: 'toggle' }
  /** The next or previous button, or 'Try the next station'; `length` is the list's. */
  | { type: 'next' | 'previous'; length: number }
  /** The element plays: sound comes out (it may also have been started from outside, by a media key). */
  | { type: 'started'; index: number }
  /** The element has no sound to play for now: buffering, or a stalled stream. */
  | { type: 'waiting'; index: number }
  /** The element stopped on its own: the stream ended, or something outside the card paused it. */
  | { type: 'stopped'; index: number }
  /** The stream could not be played. */
  | { type: 'failed'; index: number };

export const initialRadioState: RadioState = { index: 0, status: 'paused' };

/** Whether the listener wants sound: the audio element should be playing. */
export function wantsSound(status: RadioStatus): boolean {
  return status === 'connecting' || status === 'playing';
}

/** The state's station, inside a list of `length` (which may have changed since the index was set). */
export function stationIndex(state: RadioState, length: number): number {
  return wrapIndex(state.index, length);
}

export function radioReducer(state: RadioState, action: RadioAction): RadioState {
  switch (action.type) {
    case 'toggle':
      return { ...state, status: wantsSound(state.status) ? 'paused' : 'connecting' };
    case 'next':
    case 'previous': {
      const current = stationIndex(state, action.length);
      const index =
        action.type === 'next' ? nextIndex(current, action.length) : previousIndex(current, action.length);
      // Spec section 4: changing station restarts playback, from a paused radio too (the click allows it).
      return { index, status: 'connecting' };
    }
    default:
      break;
  }
  if (action.index !== state.index) return state;
  switch (action.type) {
    case 'started':
      return state.status === 'playing' ? state : { ...state, status: 'playing' };
    case 'waiting':
      return state.status === 'playing' ? { ...state, status: 'connecting' } : state;
    case 'stopped':
      return wantsSound(state.status) ? { ...state, status: 'paused' } : state;
    case 'failed':
      return wantsSound(state.status) ? { ...state, status: 'failed' } : state;
  }
}
