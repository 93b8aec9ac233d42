import { describe, expect, it } from 'vitest';
import { loginNoticeOf, loginPathWithNotice } from './login-notice';

describe('login notices', () => {
  it('names the notice in /login’s address, and reads it back', () => {
    const path = loginPathWithNotice('account-deleted');
    expect(path).toBe('/login?notice=account-deleted');
    expect(loginNoticeOf(path.slice('/login'.length))).toBe('account-deleted');
    expect(loginNoticeOf('?notice=changes-waiting')).toBe('changes-waiting');
  });

  it('knows no other notice', () => {
    expect(loginNoticeOf('')).toBeNull();
    expect(loginNoticeOf('?notice=hacked')).toBeNull();
  });
});
