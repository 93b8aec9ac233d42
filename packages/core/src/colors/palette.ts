/**
 * The app's 20 colours, for to-do lists and finance items alike (spec section 9: the first, #FFFD00, is
 * the default). Bright and pastel tones alternate around the hue circle so that neighbouring cards stay
 * easy to tell apart; a slate grey closes the set for items that should not stand out.
 */
export const PALETTE = [
  '#FFFD00',
  '#FFB020',
  '#FF7A45',
  '#F5455C',
  '#E83E8C',
  '#C05BDB',
  '#8E6CEF',
  '#5B6CF0',
  '#3B9AF5',
  '#20C3E8',
  '#14B8A6',
  '#2EBD6B',
  '#8BD346',
  '#C9A227',
  '#A0522D',
  '#F4A7B9',
  '#B7A4F5',
  '#9FD8F5',
  '#A8E6CF',
  '#64748B',
] as const;

export type PaletteColor = (typeof PALETTE)[number];

export const DEFAULT_COLOR: PaletteColor = PALETTE[0];
