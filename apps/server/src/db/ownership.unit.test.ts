import { describe, expect, it } from 'vitest';
import { scopeOf } from './ownership';

describe('the scope a session reaches', () => {
  it('is its current trip’s when it has one, whoever is signed in', () => {
    expect(scopeOf({ userId: 'ana', trip: { id: 'lisbon' } })).toEqual({ tripId: 'lisbon' });
  });

  it('is the user’s own without a current trip', () => {
    expect(scopeOf({ userId: 'ana', trip: null })).toEqual({ userId: 'ana' });
  });
});
