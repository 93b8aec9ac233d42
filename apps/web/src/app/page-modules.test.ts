import { describe, expect, it } from 'vitest';
import { firstPagesOf, isSignedInPath } from './page-modules';

describe('the code a page opened cold loads first', () => {
  it('is the layout and the page behind the sign-in, with a session', () => {
    expect(firstPagesOf('/', true)).toEqual(['appLayout', '/']);
    expect(firstPagesOf('/todolist', true)).toEqual(['appLayout', '/todolist']);
    expect(firstPagesOf('/myaccount', true)).toEqual(['appLayout', '/myaccount']);
  });

  it('is /login’s for /login, and for a page behind the sign-in without a session', () => {
    expect(firstPagesOf('/login', false)).toEqual(['login']);
    expect(firstPagesOf('/login', true)).toEqual(['login']);
    expect(firstPagesOf('/finances', false)).toEqual(['login']);
  });

  it('is the invitation page’s for an invitation link, with or without a session', () => {
    const link = '/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(firstPagesOf(link, false)).toEqual(['invitation']);
    expect(firstPagesOf(link, true)).toEqual(['invitation']);
    expect(firstPagesOf('/companions', true)).toEqual(['appLayout', '/companions']);
    expect(firstPagesOf('/companions', false)).toEqual(['login']);
  });

  it('is left to the router for other addresses', () => {
    expect(firstPagesOf('/createtripdetails', true)).toEqual([]);
    expect(firstPagesOf('/confirmemail/abc', false)).toEqual([]);
    expect(firstPagesOf('/nowhere', true)).toEqual([]);
    expect(firstPagesOf('/invitation', false)).toEqual([]);
  });

  it('counts only the paths of signed-in pages as such, not page names or inherited keys', () => {
    expect(isSignedInPath('/exchange')).toBe(true);
    expect(isSignedInPath('/companions')).toBe(true);
    expect(isSignedInPath('invitation')).toBe(false);
    expect(isSignedInPath('appLayout')).toBe(false);
    expect(isSignedInPath('login')).toBe(false);
    expect(isSignedInPath('/login')).toBe(false);
    expect(isSignedInPath('/toString')).toBe(false);
    expect(isSignedInPath('/__proto__')).toBe(false);
  });
});
