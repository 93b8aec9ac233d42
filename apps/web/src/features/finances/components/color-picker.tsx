import { Check } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { PALETTE, prefersDarkInk } from '../color-names';

interface ColorPickerProps {
  value: string;
  onChange: (hex: string) => void;
}

/**
 * The app's 20 colours as a radio group: Tab reaches the chosen one, the arrow keys move the choice,
 * as native radios do.
 */
export function ColorPicker({ value, onChange }: ColorPickerProps) {
  const name = useId();
  return (
    <fieldset className="picker">
      <legend className="picker__legend">Color</legend>
      <div className="picker__grid">
        {PALETTE.map(({ hex, name: colorName }) => (
          <label
            key={hex}
            className="picker__option swatch"
            style={{ '--swatch': hex } as CSSProperties}
            data-ink={prefersDarkInk(hex) ? 'dark' : 'light'}
            title={colorName}
          >
            <input
              type="radio"
              className="picker__input"
              name={name}
              value={hex}
              checked={value.toUpperCase() === hex}
              onChange={() => onChange(hex)}
            />
            <span className="swatch__dot" aria-hidden="true">
              <Check size={16} strokeWidth={3} />
            </span>
            <span className="visually-hidden">{colorName}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
