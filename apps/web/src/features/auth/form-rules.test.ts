import { describe, expect, it } from 'vitest';
import { canChangePassword, canLogin, canRegister, passwordsDiffer, showsChecklist } from './form-rules';

describe('password checklist visibility', () => {
  it('is hidden while the field is empty', () => {
    expect(showsChecklist('')).toBe(false);
  });
  it('shows while some rule is unmet', () => {
    expect(showsChecklist('a')).toBe(true);
    expect(showsChecklist('Abcdefgh')).toBe(true);
  });
  it('is hidden once every rule is met', () => {
    expect(showsChecklist('Abcdefg1')).toBe(false);
  });
});

describe('passwordsDiffer', () => {
  it('says nothing while the confirmation is empty', () => {
    expect(passwordsDiffer('Secret123', '')).toBe(false);
  });
  it('flags a different confirmation, and not an equal one', () => {
    expect(passwordsDiffer('Secret123', 'Secret12')).toBe(true);
    expect(passwordsDiffer('Secret123', 'Secret123')).toBe(false);
  });
});

describe('canLogin', () => {
  it('needs a valid e-mail and a non-empty password', () => {
    expect(canLogin({ email: 'ana@mail.com', password: 'x' })).toBe(true);
    expect(canLogin({ email: 'ana@mail', password: 'x' })).toBe(false);
    expect(canLogin({ email: 'ana@mail.com', password: '' })).toBe(false);
  });
});

describe('canRegister', () => {
  const valid = {
    name: 'Ana Lima',
    email: 'ana@mail.com',
    password: 'Secret123',
    confirmPassword: 'Secret123',
  };
  it('accepts a complete form', () => {
    expect(canRegister(valid)).toBe(true);
  });
  it.each([
    ['a blank name', { name: '   ' }],
    ['an invalid e-mail', { email: 'ana.mail.com' }],
    ['a weak password', { password: 'secret123', confirmPassword: 'secret123' }],
    ['a different confirmation', { confirmPassword: 'Secret124' }],
  ])('refuses %s', (_, change) => {
    expect(canRegister({ ...valid, ...change })).toBe(false);
  });
});

describe('canChangePassword', () => {
  it('needs a strong password confirmed exactly', () => {
    expect(canChangePassword('Secret123', 'Secret123')).toBe(true);
    expect(canChangePassword('Secret123', 'secret123')).toBe(false);
    expect(canChangePassword('short1A', 'short1A')).toBe(false);
  });
});
