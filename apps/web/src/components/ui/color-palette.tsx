import { PALETTE, type PaletteColor } from '@wayfarer/core';
import { Check } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { inkOn, PALETTE_COLOR_NAMES } from '../../lib/palette-colors';
import './color-palette.css';

interface ColorPaletteProps {
  value: string;
  onChange: (color: PaletteColor) => void;
}

/**
 * The 20 colours as one native radio group: Tab enters at the chosen swatch, the arrow keys choose
 * another, and each swatch is named for screen readers.
 */
export function ColorPalette({ value, onChange }: ColorPaletteProps) {
  const name = useId();
  return (
    <fieldset className="color-palette">
      <legend className="field__label">Color</legend>
      <div className="color-palette__swatches">
        {PALETTE.map((color) => (
          <label
            key={color}
            className="color-palette__swatch"
            title={PALETTE_COLOR_NAMES[color]}
            style={{ '--swatch': color, '--ink': inkOn(color) } as CSSProperties}
          >
            <input
              type="radio"
              className="color-palette__input"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <span className="color-palette__chip" aria-hidden="true">
              <Check size={16} strokeWidth={3} />
            </span>
            <span className="visually-hidden">{PALETTE_COLOR_NAMES[color]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
