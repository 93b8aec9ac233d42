import { describe, expect, it } from 'vitest';
import { accountsIdOf, googleButtonWidth } from './google-identity';

describe('accountsIdOf', () => {
  const complete = { initialize() {}, renderButton() {}, prompt() {}, cancel() {} };

  it("finds google.accounts.id once Google's script has defined it", () => {
    expect(accountsIdOf({ google: { accounts: { id: complete } } })).toBe(complete);
  });

  it.each([
    ['no google at all', {}],
    ['google without accounts', { google: {} }],
    ['an id missing a method', { google: { accounts: { id: { ...complete, prompt: undefined } } } }],
    ['an id that is not an object', { google: { accounts: { id: 'id' } } }],
    ['no window', null],
  ])('finds nothing with %s', (_, scope) => {
    expect(accountsIdOf(scope)).toBeNull();
  });
});

describe('googleButtonWidth', () => {
  it("takes the container's width, within the 200 to 400 px Google draws", () => {
    expect(googleButtonWidth(352)).toBe(352);
    expect(googleButtonWidth(327.6)).toBe(328);
    expect(googleButtonWidth(520)).toBe(400);
    expect(googleButtonWidth(0)).toBe(200);
  });
});
