import { describe, expect, it } from 'vitest';
import {
  initialRadioState,
  radioReducer,
  stationIndex,
  wantsSound,
  type RadioAction,
  type RadioStatus,
  type RadioState,
} from './radio-state';

const run = (state: RadioState, ...actions: RadioAction[]) => actions.reduce(radioReducer, state);
const at = (index: number, status: RadioState['status']): RadioState => ({ index, status });

describe('the radio state', () => {
  it('starts paused on the first station', () => {
    expect(initialRadioState).toEqual(at(0, 'paused'));
  });

  it('play/pause toggles between wanting sound and silence', () => {
    expect(run(at(0, 'paused'), { type: 'toggle' })).toEqual(at(0, 'connecting'));
    expect(run(at(0, 'connecting'), { type: 'toggle' })).toEqual(at(0, 'paused'));
    expect(run(at(0, 'playing'), { type: 'toggle' })).toEqual(at(0, 'paused'));
  });

  it('plays once the stream gives sound, and says it is connecting while it has none', () => {
    const playing = run(at(1, 'paused'), { type: 'toggle' }, { type: 'started', index: 1 });
    expect(playing).toEqual(at(1, 'playing'));
    expect(run(playing, { type: 'waiting', index: 1 })).toEqual(at(1, 'connecting'));
    expect(run(playing, { type: 'waiting', index: 1 }, { type: 'started', index: 1 })).toEqual(
      at(1, 'playing'),
    );
  });

  it('changing station while playing restarts playback on the new station', () => {
    expect(run(at(0, 'playing'), { type: 'next', length: 3 })).toEqual(at(1, 'connecting'));
    expect(run(at(2, 'connecting'), { type: 'previous', length: 3 })).toEqual(at(1, 'connecting'));
  });

  it('changing station while paused starts playback on the new station', () => {
    expect(run(at(0, 'paused'), { type: 'next', length: 3 })).toEqual(at(1, 'connecting'));
    expect(run(at(1, 'paused'), { type: 'previous', length: 3 })).toEqual(at(0, 'connecting'));
  });

  it('wraps at both ends of the list', () => {
    expect(run(at(2, 'paused'), { type: 'next', length: 3 })).toEqual(at(0, 'connecting'));
    expect(run(at(0, 'paused'), { type: 'previous', length: 3 })).toEqual(at(2, 'connecting'));
    expect(run(at(0, 'playing'), { type: 'next', length: 1 })).toEqual(at(0, 'connecting'));
  });

  it('a stream that does not answer fails, and the next station is then tried', () => {
    const failed = run(at(1, 'connecting'), { type: 'failed', index: 1 });
    expect(failed).toEqual(at(1, 'failed'));
    expect(run(failed, { type: 'next', length: 3 })).toEqual(at(2, 'connecting'));
  });

  it('a failed station is tried again with play', () => {
    expect(run(at(1, 'failed'), { type: 'toggle' })).toEqual(at(1, 'connecting'));
  });

  it('a stream failing while it plays fails too', () => {
    expect(run(at(0, 'playing'), { type: 'failed', index: 0 })).toEqual(at(0, 'failed'));
  });

  it('news of a station already left changes nothing', () => {
    const onSecond = run(at(0, 'connecting'), { type: 'next', length: 3 });
    expect(run(onSecond, { type: 'failed', index: 0 })).toEqual(onSecond);
    expect(run(onSecond, { type: 'started', index: 0 })).toEqual(onSecond);
    expect(run(onSecond, { type: 'stopped', index: 0 })).toEqual(onSecond);
  });

  it('a failure or a wait after the listener paused is not shown', () => {
    expect(run(at(0, 'paused'), { type: 'failed', index: 0 })).toEqual(at(0, 'paused'));
    expect(run(at(0, 'paused'), { type: 'waiting', index: 0 })).toEqual(at(0, 'paused'));
  });

  it('a stream that ends, or is paused from outside the card, shows as paused', () => {
    expect(run(at(0, 'playing'), { type: 'stopped', index: 0 })).toEqual(at(0, 'paused'));
    expect(run(at(0, 'connecting'), { type: 'stopped', index: 0 })).toEqual(at(0, 'paused'));
    expect(run(at(0, 'failed'), { type: 'stopped', index: 0 })).toEqual(at(0, 'failed'));
  });

  it('playback started from outside the card (a media key) shows as playing', () => {
    expect(run(at(0, 'paused'), { type: 'started', index: 0 })).toEqual(at(0, 'playing'));
  });

  it('keeps its station inside a list that got shorter', () => {
    expect(stationIndex(at(4, 'paused'), 3)).toBe(1);
    expect(stationIndex(at(4, 'paused'), 0)).toBe(0);
    expect(run(at(4, 'playing'), { type: 'next', length: 3 })).toEqual(at(2, 'connecting'));
  });

  it('wants sound while connecting or playing only', () => {
    const statuses: RadioStatus[] = ['paused', 'connecting', 'playing', 'failed'];
    expect(statuses.filter(wantsSound)).toEqual(['connecting', 'playing']);
  });
});
