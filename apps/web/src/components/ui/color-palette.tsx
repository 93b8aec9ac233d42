import { PALETTE, type PaletteColor } from '@wayfarer/core';
import { Check } from 'lucide-react';
import { useMemo, type CSSProperties } from 'react';
import type { Messages } from '@/i18n/catalogue';
import { useMessages } from '@/i18n/language';
import { inkOn, paletteColorName } from '@/lib/palette-colors';
import { ChoiceGroup, type ChoiceOption } from './choice-group';
import './color-palette.css';

const swatchesIn = (catalogue: Messages): readonly ChoiceOption<PaletteColor>[] =>
  PALETTE.map((color) => ({
    value: color,
    name: paletteColorName(color, catalogue) ?? color,
    picture: <Check size={16} strokeWidth={3} />,
    style: { '--swatch': color, '--ink': inkOn(color) } as CSSProperties,
  }));

interface ColorPaletteProps {
  value: string;
  onChange: (color: PaletteColor) => void;
}

/** The 20 colours as swatches, each named for screen readers. */
export function ColorPalette({ value, onChange }: ColorPaletteProps) {
  const t = useMessages();
  const swatches = useMemo(() => swatchesIn(t), [t]);
  return (
    <ChoiceGroup
      className="color-palette"
      legend={t.ui.colorPalette.legend}
      options={swatches}
      value={value}
      onChange={onChange}
    />
  );
}
