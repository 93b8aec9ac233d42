import { GOAL_ICON_COUNT, TODO_PALETTE } from '@wayfarer/core';
import { Target } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { PALETTE, prefersDarkInk } from './color-names';
import { GOAL_ICONS, goalIcon } from './goal-icons';

describe('the colour pickers', () => {
  it('name each of the 20 colours of the app, starting with #FFFD00', () => {
    expect(PALETTE.map((color) => color.hex)).toEqual([...TODO_PALETTE]);
    expect(new Set(PALETTE.map((color) => color.name)).size).toBe(20);
    expect(PALETTE[0]).toEqual({ hex: '#FFFD00', name: 'Yellow' });
  });
  it('mark light colours with dark ink and dark ones with white', () => {
    expect(prefersDarkInk('#FFFD00')).toBe(true);
    expect(prefersDarkInk('#A8E6CF')).toBe(true);
    expect(prefersDarkInk('#64748B')).toBe(false);
    expect(prefersDarkInk('#A0522D')).toBe(false);
  });
});

describe('goal icons', () => {
  it('give each number from 1 to 20 its own named icon', () => {
    expect(GOAL_ICONS.map((icon) => icon.number)).toEqual(
      Array.from({ length: GOAL_ICON_COUNT }, (_, i) => i + 1),
    );
    expect(new Set(GOAL_ICONS.map((icon) => icon.icon)).size).toBe(GOAL_ICON_COUNT);
    expect(new Set(GOAL_ICONS.map((icon) => icon.name)).size).toBe(GOAL_ICON_COUNT);
    expect(goalIcon(1)).toBe(GOAL_ICONS[0]!.icon);
    expect(goalIcon(20)).toBe(GOAL_ICONS[19]!.icon);
  });
  it('fall back to a target outside 1 to 20', () => {
    expect(goalIcon(0)).toBe(Target);
    expect(goalIcon(21)).toBe(Target);
  });
});
