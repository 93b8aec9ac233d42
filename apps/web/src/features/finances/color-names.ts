import { TODO_PALETTE } from '@wayfarer/core';

/** Spoken names of the app's 20 colours, in the palette's order, for the colour pickers. */
const NAMES = [
  'Yellow',
  'Amber',
  'Orange',
  'Red',
  'Pink',
  'Orchid',
  'Violet',
  'Indigo',
  'Blue',
  'Cyan',
  'Teal',
  'Green',
  'Lime',
  'Gold',
  'Brown',
  'Rose',
  'Lavender',
  'Sky',
  'Mint',
  'Slate',
] as const;

export interface PaletteColor {
  hex: string;
  name: string;
}

export const PALETTE: readonly PaletteColor[] = TODO_PALETTE.map((hex, index) => ({
  hex,
  name: NAMES[index] ?? hex,
}));

export const DEFAULT_COLOR: string = TODO_PALETTE[0];

/**
 * Whether dark marks (a check, an icon) read better than white ones on `hex`: relative luminance
 * above the point where black and white text have equal contrast.
 */
export function prefersDarkInk(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return true;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const channel = parseInt(part ?? '0', 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179;
}
