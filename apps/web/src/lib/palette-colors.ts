import type { PaletteColor } from '@wayfarer/core';

/** A name for each palette colour, so the palette reads as well as it looks (spec section 9's 20 colours). */
export const PALETTE_COLOR_NAMES: Record<PaletteColor, string> = {
  '#FFFD00': 'Yellow',
  '#FFB020': 'Amber',
  '#FF7A45': 'Orange',
  '#F5455C': 'Red',
  '#E83E8C': 'Pink',
  '#C05BDB': 'Orchid',
  '#8E6CEF': 'Violet',
  '#5B6CF0': 'Indigo',
  '#3B9AF5': 'Blue',
  '#20C3E8': 'Cyan',
  '#14B8A6': 'Teal',
  '#2EBD6B': 'Green',
  '#8BD346': 'Lime',
  '#C9A227': 'Gold',
  '#A0522D': 'Brown',
  '#F4A7B9': 'Rose',
  '#B7A4F5': 'Lavender',
  '#9FD8F5': 'Sky',
  '#A8E6CF': 'Mint',
  '#64748B': 'Slate',
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#RRGGBB' colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
}

/** The ink that reads best on a colour: dark on light swatches, white on dark ones. */
export function inkOn(hex: string): '#18212f' | '#ffffff' {
  const light = luminance(hex);
  const onDark = (light + 0.05) / (luminance('#18212f') + 0.05);
  const onWhite = 1.05 / (light + 0.05);
  return onDark >= onWhite ? '#18212f' : '#ffffff';
}
