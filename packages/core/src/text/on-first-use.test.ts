import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const format = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-US');
    });
    expect(made).toBe(0);
    const first = format();
    expect(format()).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1234)).toBe('1,234');
  });
});
