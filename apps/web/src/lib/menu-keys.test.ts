import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

describe('menuKeyTarget', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, 5)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 4, 5)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 5)).toBe(4);
    expect(menuKeyTarget('ArrowUp', 3, 5)).toBe(2);
  });
  it('jumps with Home and End', () => {
    expect(menuKeyTarget('Home', 3, 5)).toBe(0);
    expect(menuKeyTarget('End', 1, 5)).toBe(4);
  });
  it('ignores other keys and empty menus', () => {
    expect(menuKeyTarget('a', 1, 5)).toBeNull();
    expect(menuKeyTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
