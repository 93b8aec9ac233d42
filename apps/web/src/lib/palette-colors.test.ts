import { PALETTE } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/pt-BR';
import { inkOn, luminance, PALETTE_COLOR_NAMES, paletteColorName } from './palette-colors';

describe('palette colours', () => {
  it('each have a distinct name', () => {
    const names = PALETTE.map((color) => PALETTE_COLOR_NAMES[color]);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(PALETTE.length);
  });

  it('each have a distinct name in Portuguese too, and a colour outside the palette none', () => {
    const names = PALETTE.map((color) => paletteColorName(color, ptBR));
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(PALETTE.length);
    expect(paletteColorName('#FFFD00', ptBR)).toBe('Amarelo');
    expect(paletteColorName('#123456')).toBeUndefined();
  });

  it('measure luminance from black to white', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
  });

  it('take dark ink on light colours and white ink on dark ones', () => {
    expect(inkOn('#FFFD00')).toBe('#18212f');
    expect(inkOn('#A8E6CF')).toBe('#18212f');
    expect(inkOn('#5B6CF0')).toBe('#ffffff');
    expect(inkOn('#A0522D')).toBe('#ffffff');
  });
});
