import { describe, expect, it } from 'vitest';
import { moveActiveOption } from './active-option';

describe('moveActiveOption', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActiveOption(-1, 4, 1)).toBe(0);
    expect(moveActiveOption(-1, 4, -1)).toBe(3);
  });

  it('moves one step and wraps at both ends', () => {
    expect(moveActiveOption(1, 4, 1)).toBe(2);
    expect(moveActiveOption(3, 4, 1)).toBe(0);
    expect(moveActiveOption(0, 4, -1)).toBe(3);
  });

  it('has no active option in an empty list', () => {
    expect(moveActiveOption(-1, 0, 1)).toBe(-1);
    expect(moveActiveOption(2, 0, -1)).toBe(-1);
  });

  it('restarts when the list shrank under the active option', () => {
    expect(moveActiveOption(7, 3, 1)).toBe(0);
    expect(moveActiveOption(7, 3, -1)).toBe(2);
  });
});
