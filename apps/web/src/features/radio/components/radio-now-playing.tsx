import type { RadioStation } from '@wayfarer/core';
import { AudioLines, LoaderCircle } from 'lucide-react';
import type { RadioStatus } from '../radio-state';
import { RadioStationIcon } from './radio-station-icon';

const STATUS_TEXT: Record<Exclude<RadioStatus, 'failed'>, string> = {
  paused: 'Paused',
  connecting: 'Connecting…',
  playing: 'Playing',
};

interface RadioNowPlayingProps {
  station: RadioStation;
  status: Exclude<RadioStatus, 'failed'>;
  /** The station's place in the list, from 0, and the list's length. */
  position: number;
  count: number;
}

/** 'You are listening to', the station's icon and name, and whether it plays. */
export function RadioNowPlaying({ station, status, position, count }: RadioNowPlayingProps) {
  return (
    <div className="radio-widget__panel" data-status={status}>
      <p className="radio-widget__lead">
        <span>You are listening to</span>
        <span className="radio-widget__count">
          {position + 1} of {count}
        </span>
      </p>
      <div className="radio-widget__station">
        <RadioStationIcon key={station.id} favicon={station.favicon} />
        <div className="radio-widget__station-text">
          <p className="radio-widget__name" title={station.name}>
            {station.name}
          </p>
          <p className="radio-widget__status">
            {status === 'connecting' && (
              <LoaderCircle aria-hidden="true" size={16} className="radio-widget__spinner" />
            )}
            {status === 'playing' && <AudioLines aria-hidden="true" size={16} />}
            {STATUS_TEXT[status]}
          </p>
        </div>
      </div>
    </div>
  );
}
