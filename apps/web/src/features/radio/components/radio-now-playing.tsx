import type { RadioStation } from '@wayfarer/core';
import { AudioLines, LoaderCircle } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import type { RadioStatus } from '../radio-state';
import { RadioStationIcon } from './radio-station-icon';

interface RadioNowPlayingProps {
  station: RadioStation;
  status: Exclude<RadioStatus, 'failed'>;
  /** The station's place in the list, from 0, and the list's length. */
  position: number;
  count: number;
}

/** 'You are listening to', the station's icon and name, and whether it plays. */
export function RadioNowPlaying({ station, status, position, count }: RadioNowPlayingProps) {
  const t = useMessages().radio;
  return (
    <div className="radio-widget__panel" data-status={status}>
      <p className="radio-widget__lead">
        <span>{t.listening}</span>
        <span className="radio-widget__count">{t.position(position + 1, count)}</span>
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
            {t.status[status]}
          </p>
        </div>
      </div>
    </div>
  );
}
