import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import './radio-controls.css';

interface RadioControlsProps {
  /** The listener wants sound (connecting or playing): the main button pauses. */
  on: boolean;
  /** More than one station: previous and next have somewhere to go. */
  canMove: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous, play/pause and next; previous and next go round the list at both ends. */
export function RadioControls({ on, canMove, onToggle, onPrevious, onNext }: RadioControlsProps) {
  return (
    <div className="radio-controls" role="group" aria-label="Playback">
      <button
        type="button"
        className="radio-controls__button"
        aria-label="Previous station"
        disabled={!canMove}
        onClick={onPrevious}
      >
        <SkipBack aria-hidden="true" size={20} />
      </button>
      <button
        type="button"
        className="radio-controls__button radio-controls__button--main"
        aria-label={on ? 'Pause' : 'Play'}
        onClick={onToggle}
      >
        {on ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
      </button>
      <button
        type="button"
        className="radio-controls__button"
        aria-label="Next station"
        disabled={!canMove}
        onClick={onNext}
      >
        <SkipForward aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
