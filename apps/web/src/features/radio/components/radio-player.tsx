import type { RadioStation } from '@wayfarer/core';
import { wantsSound } from '../radio-state';
import { useRadioAudio } from '../use-radio-audio';
import { RadioControls } from './radio-controls';
import { RadioFailure } from './radio-failure';
import { RadioNowPlaying } from './radio-now-playing';
import { RadioVolume } from './radio-volume';

/** The player of a non-empty list: what is on (or that it is not answering), the controls, the audio. */
export function RadioPlayer({ stations }: { stations: readonly RadioStation[] }) {
  const radio = useRadioAudio(stations);
  const { station } = radio;
  if (!station) return null;
  return (
    <div className="radio-widget__player">
      {/* One live region for the whole panel: a new station, its state, or its failure is read out. */}
      <div className="radio-widget__panel-frame" aria-live="polite">
        {radio.status === 'failed' ? (
          <RadioFailure name={station.name} onlyStation={stations.length === 1} onNext={radio.next} />
        ) : (
          <RadioNowPlaying
            station={station}
            status={radio.status}
            position={radio.position}
            count={stations.length}
          />
        )}
      </div>
      <div className="radio-widget__controls">
        <RadioControls
          on={wantsSound(radio.status)}
          canMove={stations.length > 1}
          onToggle={radio.toggle}
          onPrevious={radio.previous}
          onNext={radio.next}
        />
        <RadioVolume value={radio.volume} onChange={radio.setVolume} />
      </div>
      <audio {...radio.audioProps} data-radio-audio="" />
    </div>
  );
}
