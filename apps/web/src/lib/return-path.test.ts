import { describe, expect, it } from 'vitest';
import {
  loginPathReturningTo,
  prefilledEmail,
  REMEMBERED_FOR_MS,
  rememberedReturnPath,
  rememberReturnPath,
  returnPathOf,
  safeReturnPath,
  takeReturnPath,
  wantsRegisterTab,
} from './return-path';
import type { KeyValueStorage } from './session';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

const INVITATION = '/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('the page a sign-in comes back to', () => {
  it('is one of the app’s own paths', () => {
    expect(safeReturnPath(INVITATION)).toBe(INVITATION);
    expect(safeReturnPath('/companions')).toBe('/companions');
    expect(safeReturnPath('/todolist?x=1')).toBe('/todolist?x=1');
  });

  it('is never another site, a script, the sign-in itself or something odd', () => {
    for (const refused of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'invitation/abc',
      '/a b',
      '/tab\there',
      '/login',
      '/login?next=/x',
      '/LOGIN/',
      '',
      null,
      undefined,
      `/${'a'.repeat(400)}`,
    ]) {
      expect(safeReturnPath(refused), String(refused)).toBeNull();
    }
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('travels in /login’s address and is read back from it', () => {
    const login = loginPathReturningTo(INVITATION);
    expect(login).toBe(`/login?next=${encodeURIComponent(INVITATION)}`);
    const search = login.slice('/login'.length);
    expect(returnPathOf(search)).toBe(INVITATION);
    expect(returnPathOf(search.slice(1))).toBe(INVITATION);
    expect(wantsRegisterTab(search)).toBe(false);

    const register = loginPathReturningTo(INVITATION, { register: true });
    expect(wantsRegisterTab(register.slice('/login'.length))).toBe(true);
    expect(returnPathOf(register.slice('/login'.length))).toBe(INVITATION);
  });

  it('refuses an unsafe `next`', () => {
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });

  it('comes from the address first, else from what a registration remembered, used once', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    rememberReturnPath(INVITATION, storage, now);
    expect(takeReturnPath('?next=%2Fcompanions', storage, now + 1000)).toBe('/companions');
    // Taken with the address's: the remembered one is forgotten as well.
    expect(takeReturnPath('', storage, now + 2000)).toBeNull();

    rememberReturnPath(INVITATION, storage, now);
    expect(takeReturnPath('', storage, now + REMEMBERED_FOR_MS - 1)).toBe(INVITATION);
    expect(takeReturnPath('', storage, now + REMEMBERED_FOR_MS - 1)).toBeNull();
  });

  it('shows what a registration remembered without using it up, for the confirmation page to lead back', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    expect(rememberedReturnPath(storage, now)).toBeNull();
    rememberReturnPath(INVITATION, storage, now);
    expect(rememberedReturnPath(storage, now + 1000)).toBe(INVITATION);
    expect(rememberedReturnPath(storage, now + 2000)).toBe(INVITATION);
    expect(takeReturnPath('', storage, now + 3000)).toBe(INVITATION);
    expect(rememberedReturnPath(storage, now + 4000)).toBeNull();
    rememberReturnPath(INVITATION, storage, now);
    expect(rememberedReturnPath(storage, now + REMEMBERED_FOR_MS)).toBeNull();
  });

  it('forgets a remembered page once the confirmation link would have expired, or when unreadable', () => {
    const storage = memoryStorage();
    rememberReturnPath(INVITATION, storage, 0);
    expect(takeReturnPath('', storage, REMEMBERED_FOR_MS)).toBeNull();
    expect(storage.entries.size).toBe(0);

    storage.setItem('wayfarer.return-to', '{not json');
    expect(takeReturnPath('', storage, 0)).toBeNull();
    storage.setItem('wayfarer.return-to', JSON.stringify({ path: '//evil.example', until: 10 }));
    expect(takeReturnPath('', storage, 0)).toBeNull();
  });

  it('remembers nothing unsafe, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    rememberReturnPath('https://evil.example', storage, 0);
    expect(storage.entries.size).toBe(0);

    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      clear: () => undefined,
    };
    expect(() => rememberReturnPath(INVITATION, refusing)).not.toThrow();
    expect(takeReturnPath('', refusing)).toBeNull();
    expect(takeReturnPath(`?next=${encodeURIComponent(INVITATION)}`, refusing)).toBe(INVITATION);
  });

  it('prefills the forms of /login with an address from the history state, nothing else', () => {
    expect(prefilledEmail({ email: 'ana@example.com' })).toBe('ana@example.com');
    expect(prefilledEmail(null)).toBe('');
    expect(prefilledEmail(undefined)).toBe('');
    expect(prefilledEmail('ana@example.com')).toBe('');
    expect(prefilledEmail({ email: 7 })).toBe('');
    expect(prefilledEmail({ email: `${'a'.repeat(250)}@example.com` })).toBe('');
  });
});
