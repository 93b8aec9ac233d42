import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, wrapIndex } from './cycle';

describe('nextIndex', () => {
  it('moves one on and goes back to the first after the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('stays on the only item of a list of one', () => {
    expect(nextIndex(0, 1)).toBe(0);
  });
});

describe('previousIndex', () => {
  it('moves one back and goes to the last before the first', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
  });
});

describe('wrapIndex', () => {
  it('brings an index from a list that got shorter back inside it', () => {
    expect(wrapIndex(7, 5)).toBe(2);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('answers 0 for an empty list, and for an index that is not a number', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });
});
