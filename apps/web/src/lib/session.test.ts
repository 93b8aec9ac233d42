import { describe, expect, it } from 'vitest';
import { createSession, type KeyValueStorage } from './session';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const hints: boolean[] = [];
  return {
    local,
    session,
    hints,
    ...createSession(
      () => ({ local, session }),
      (signedIn) => hints.push(signedIn),
    ),
  };
}

describe('session', () => {
  it('keeps a token in session storage only when remember is not ticked', () => {
    const { local, session, saveToken, getToken } = setup();
    saveToken('abc', false);
    expect(session.items.get('token')).toBe('abc');
    expect(local.items.has('token')).toBe(false);
    expect(getToken()).toBe('abc');
  });

  it('keeps a remembered token in both storages', () => {
    const { local, session, saveToken } = setup();
    saveToken('abc', true);
    expect(session.items.get('token')).toBe('abc');
    expect(local.items.get('token')).toBe('abc');
  });

  it('clears both storages before saving a new token', () => {
    const { local, session, saveToken, getToken } = setup();
    saveToken('old', true);
    local.setItem('other', 'left over');
    saveToken('new', false);
    expect(local.items.size).toBe(0);
    expect([...session.items]).toEqual([['token', 'new']]);
    expect(getToken()).toBe('new');
  });

  it('prefers the local storage token over the session one', () => {
    const { local, session, getToken } = setup();
    session.setItem('token', 'from-session');
    local.setItem('token', 'from-local');
    expect(getToken()).toBe('from-local');
  });

  it('has no token when neither storage holds a non-empty one', () => {
    const { local, getToken } = setup();
    expect(getToken()).toBeNull();
    local.setItem('token', '');
    expect(getToken()).toBeNull();
  });

  it('clearSession empties both storages', () => {
    const { local, session, saveToken, clearSession, getToken } = setup();
    saveToken('abc', true);
    clearSession();
    expect(local.items.size + session.items.size).toBe(0);
    expect(getToken()).toBeNull();
  });

  it('tells the server a session is held while a token is stored, and no longer once it is cleared', () => {
    const { hints, local, saveToken, clearSession, syncSignedInHint } = setup();
    saveToken('abc', true);
    expect(hints.at(-1)).toBe(true);
    clearSession();
    expect(hints.at(-1)).toBe(false);
    local.setItem('token', 'set elsewhere');
    syncSignedInHint();
    expect(hints.at(-1)).toBe(true);
    local.clear();
    syncSignedInHint();
    expect(hints.at(-1)).toBe(false);
  });

  it('saves the token even where the hint cannot be written', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const { saveToken, getToken } = createSession(
      () => ({ local, session }),
      () => {
        throw new Error('SecurityError');
      },
    );
    saveToken('abc', true);
    expect(getToken()).toBe('abc');
  });

  it('reads no token from a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
      clear: () => undefined,
    };
    const { getToken } = createSession(() => ({ local: broken, session: broken }));
    expect(getToken()).toBeNull();
  });
});
