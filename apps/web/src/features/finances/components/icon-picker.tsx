import { useId, type CSSProperties } from 'react';
import { GOAL_ICONS } from '../goal-icons';

interface IconPickerProps {
  value: number;
  onChange: (icon: number) => void;
  /** The goal's colour, which tints the chosen icon. */
  color: string;
}

/** The goal icons 1 to 20 as a radio group, each named for what it stands for. */
export function IconPicker({ value, onChange, color }: IconPickerProps) {
  const name = useId();
  return (
    <fieldset className="picker" style={{ '--goal-color': color } as CSSProperties}>
      <legend className="picker__legend">Icon</legend>
      <div className="picker__grid">
        {GOAL_ICONS.map(({ number, icon: Icon, name: iconName }) => (
          <label key={number} className="picker__option icon-choice" title={iconName}>
            <input
              type="radio"
              className="picker__input"
              name={name}
              value={number}
              checked={value === number}
              onChange={() => onChange(number)}
            />
            <span className="icon-choice__tile" aria-hidden="true">
              <Icon size={20} />
            </span>
            <span className="visually-hidden">{iconName}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
