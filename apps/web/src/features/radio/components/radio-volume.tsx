import { RADIO_VOLUME } from '@wayfarer/core';
import { Volume1, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '@/i18n/language';
import './radio-volume.css';

/** The volume slider, 1 to 100 (spec sections 5 and 9). */
export function RadioVolume({ value, onChange }: { value: number; onChange: (volume: number) => void }) {
  const id = useId();
  const t = useMessages().radio;
  const Icon = value > RADIO_VOLUME.max / 2 ? Volume2 : Volume1;
  return (
    <div className="radio-volume">
      <label htmlFor={id} className="radio-volume__label">
        <Icon aria-hidden="true" size={20} />
        <span className="visually-hidden">{t.volume}</span>
      </label>
      <input
        id={id}
        type="range"
        className="radio-volume__slider"
        min={RADIO_VOLUME.min}
        max={RADIO_VOLUME.max}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
