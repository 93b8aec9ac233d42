import { PALETTE, type PaletteColor } from '@wayfarer/core';
import type { Messages } from '../i18n/catalogue';
import { messages } from '../i18n/language';

type ColorKey = keyof Messages['ui']['colors'];

/** Each palette colour's name in the catalogue (`ui.colors`), spec section 9's 20 colours. */
const COLOR_KEYS: Record<PaletteColor, ColorKey> = {
  '#FFFD00': 'yellow',
  '#FFB020': 'amber',
  '#FF7A45': 'orange',
  '#F5455C': 'red',
  '#E83E8C': 'pink',
  '#C05BDB': 'orchid',
  '#8E6CEF': 'violet',
  '#5B6CF0': 'indigo',
  '#3B9AF5': 'blue',
  '#20C3E8': 'cyan',
  '#14B8A6': 'teal',
  '#2EBD6B': 'green',
  '#8BD346': 'lime',
  '#C9A227': 'gold',
  '#A0522D': 'brown',
  '#F4A7B9': 'rose',
  '#B7A4F5': 'lavender',
  '#9FD8F5': 'sky',
  '#A8E6CF': 'mint',
  '#64748B': 'slate',
};

/**
 * A palette colour's name, so the palette reads as well as it looks, in the catalogue given (the current
 * one by default); undefined for a colour outside the palette.
 */
export function paletteColorName(color: string, catalogue: Messages = messages()): string | undefined {
  const key = Object.hasOwn(COLOR_KEYS, color) ? COLOR_KEYS[color as PaletteColor] : undefined;
  return key && catalogue.ui.colors[key];
}

/**
 * A name for each palette colour, read from the catalogue when asked for (in the language the app is
 * drawn in): `PALETTE_COLOR_NAMES[color]`, as paletteColorName(color).
 */
export const PALETTE_COLOR_NAMES: Readonly<Record<PaletteColor, string>> = Object.defineProperties(
  {} as Record<PaletteColor, string>,
  Object.fromEntries(
    PALETTE.map((color) => [color, { enumerable: true, get: () => messages().ui.colors[COLOR_KEYS[color]] }]),
  ),
);

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
