import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useMessages } from '@/i18n/language';
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
  const t = useMessages().radio.controls;
  return (
    <div className="radio-controls" role="group" aria-label={t.label}>
      <button
        type="button"
        className="radio-controls__button"
        aria-label={t.previous}
        disabled={!canMove}
        onClick={onPrevious}
      >
        <SkipBack aria-hidden="true" size={20} />
      </button>
      <button
        type="button"
        className="radio-controls__button radio-controls__button--main"
        aria-label={on ? t.pause : t.play}
        onClick={onToggle}
      >
        {on ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
      </button>
      <button
        type="button"
        className="radio-controls__button"
        aria-label={t.next}
        disabled={!canMove}
        onClick={onNext}
      >
        <SkipForward aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
