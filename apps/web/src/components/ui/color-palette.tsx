import { PALETTE, type PaletteColor } from '@wayfarer/core';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { inkOn, PALETTE_COLOR_NAMES } from '../../lib/palette-colors';
import { ChoiceGroup, type ChoiceOption } from './choice-group';
import './color-palette.css';

const SWATCHES: readonly ChoiceOption<PaletteColor>[] = PALETTE.map((color) => ({
  value: color,
  name: PALETTE_COLOR_NAMES[color],
  picture: <Check size={16} strokeWidth={3} />,
  style: { '--swatch': color, '--ink': inkOn(color) } as CSSProperties,
}));

interface ColorPaletteProps {
  value: string;
  onChange: (color: PaletteColor) => void;
}

/** The 20 colours as swatches, each named for screen readers. */
export function ColorPalette({ value, onChange }: ColorPaletteProps) {
  return (
    <ChoiceGroup
      className="color-palette"
      legend="Color"
      options={SWATCHES}
      value={value}
      onChange={onChange}
    />
  );
}
