import { GOAL_ICON_COUNT } from '@wayfarer/core';
import { Target } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { GOAL_ICONS, goalIcon } from './goal-icons';

describe('goal icons', () => {
  it('give each number from 1 to 20 its own named icon', () => {
    expect(GOAL_ICONS.map((icon) => icon.number)).toEqual(
      Array.from({ length: GOAL_ICON_COUNT }, (_, i) => i + 1),
    );
    expect(new Set(GOAL_ICONS.map((icon) => icon.icon)).size).toBe(GOAL_ICON_COUNT);
    expect(new Set(GOAL_ICONS.map((icon) => icon.key)).size).toBe(GOAL_ICON_COUNT);
    expect(GOAL_ICONS.map((icon) => en.finances.icons[icon.key])).toContain('Eating out');
    expect(goalIcon(1)).toBe(GOAL_ICONS[0]!.icon);
    expect(goalIcon(20)).toBe(GOAL_ICONS[19]!.icon);
  });
  it('fall back to a target outside 1 to 20', () => {
    expect(goalIcon(0)).toBe(Target);
    expect(goalIcon(21)).toBe(Target);
  });
});
