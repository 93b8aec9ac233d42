import { RADIO_VOLUME, type RadioStation } from '@wayfarer/core';
import { useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { initialRadioState, radioReducer, stationIndex, wantsSound } from './radio-state';

/** How long a station may stay silent while it is wanted before the card says it is not answering. */
export const CONNECT_TIMEOUT_MS = 20_000;

/** HTMLMediaElement.HAVE_FUTURE_DATA: the element holds sound beyond the current moment. */
const HAVE_FUTURE_DATA = 3;

/** A play() cut short by a change of station or a pause: not the stream's fault. */
function isInterruption(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The radio of a list of stations: its state (radio-state.ts), the volume, and the props of the one
 * <audio> element that plays it, kept doing what the state says.
 */
export function useRadioAudio(stations: readonly RadioStation[]) {
  const [state, dispatch] = useReducer(radioReducer, initialRadioState);
  const [volume, setVolume] = useState<number>(RADIO_VOLUME.initial);
  const audioRef = useRef<HTMLAudioElement>(null);
  const position = stationIndex(state, stations.length);
  const station = stations[position];
  const { index, status } = state;
  const url = station?.url;

  // Play or pause the element as the state says. A new station's src is set by React before this
  // runs, which stops the old stream; a station that failed is loaded afresh before it is tried again.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !url) return;
    if (!wantsSound(status)) {
      if (!audio.paused) audio.pause();
      return;
    }
    if (!audio.paused) return;
    if (audio.error) audio.load();
    audio.play().catch((error: unknown) => {
      if (!isInterruption(error)) dispatch({ type: 'failed', index });
    });
  }, [status, index, url]);

  // A station that stays silent too long is not answering, even when the browser keeps waiting.
  useEffect(() => {
    if (status !== 'connecting') return;
    const timer = setTimeout(() => dispatch({ type: 'failed', index }), CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, index]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume, url]);

  type AudioEvent = SyntheticEvent<HTMLAudioElement>;
  const audioProps = {
    ref: audioRef,
    src: url,
    preload: 'none',
    onPlaying: (event: AudioEvent) => {
      if (!event.currentTarget.paused) dispatch({ type: 'started', index });
    },
    // Sound coming again after a wait need not fire 'playing'; time moving on says so too.
    onTimeUpdate: (event: AudioEvent) => {
      const audio = event.currentTarget;
      if (status === 'connecting' && !audio.paused && audio.readyState >= HAVE_FUTURE_DATA)
        dispatch({ type: 'started', index });
    },
    onWaiting: () => dispatch({ type: 'waiting', index }),
    // 'stalled' only means the download is slow; it matters once the element has no sound left.
    onStalled: (event: AudioEvent) => {
      if (event.currentTarget.readyState < HAVE_FUTURE_DATA) dispatch({ type: 'waiting', index });
    },
    // Our own pause() finds the state paused already; a play() asked since makes `paused` false again.
    onPause: (event: AudioEvent) => {
      if (event.currentTarget.paused) dispatch({ type: 'stopped', index });
    },
    onEnded: () => dispatch({ type: 'stopped', index }),
    onError: () => dispatch({ type: 'failed', index }),
  } as const;

  return {
    station,
    /** The station's place in the list, from 0. */
    position,
    status,
    volume,
    setVolume,
    toggle: () => dispatch({ type: 'toggle' }),
    next: () => dispatch({ type: 'next', length: stations.length }),
    previous: () => dispatch({ type: 'previous', length: stations.length }),
    audioProps,
  };
}
