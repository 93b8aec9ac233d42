import { describe, expect, it } from 'vitest';
import { profileColumns, users } from './accounts-schema';

describe('the profile’s columns', () => {
  it('are what a person is shown of their account, never how they sign in', () => {
    expect(Object.keys(profileColumns)).toEqual(['name', 'email', 'photo', 'timeZone', 'language']);
    for (const [key, column] of Object.entries(profileColumns)) {
      expect(column).toBe(users[key as keyof typeof profileColumns]);
    }
  });
});
