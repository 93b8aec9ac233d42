import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidEmail, normalizeEmail, passwordChecks } from './credentials';

describe('isValidEmail', () => {
  it.each(['a@b.c', 'jane.doe@mail.example.com', 'x+tag@host.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.c', 'a b@c.d', 'a@b.', 'a@.'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('password rules', () => {
  it('reports each check of the checklist', () => {
    expect(passwordChecks('abc')).toEqual({
      upperCase: false,
      lowerCase: true,
      number: false,
      minLength: false,
    });
    expect(passwordChecks('ABCdefgh1')).toEqual({
      upperCase: true,
      lowerCase: true,
      number: true,
      minLength: true,
    });
  });
  it('needs upper, lower, digit and 8 characters', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });
  it('refuses passwords longer than 128 characters', () => {
    expect(isStrongPassword(`Aa1${'x'.repeat(126)}`)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('folds case and trims', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
