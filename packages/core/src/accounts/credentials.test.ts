import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidEmail, normalizeEmail, passwordChecks } from './credentials';

describe('isValidEmail', () => {
  it.each([
    'a@b.c',
    'jane.doe@mail.example.com',
    'x+tag@host.io',
    'Jane.Doe@Example.COM',
    'first.last+trip-2027@eu.mail.example.co.uk',
    "o'brien_&_sons@example.ie",
    'joao@xn--caf-dma.com.br',
    'ana@xn--80akhbyknj4f.xn--p1ai',
    '1234@123-mail.example',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    '@b.c',
    'a@',
    'a b@c.d',
    'a@b.',
    'a@.',
    'v0@ex.io,v1@ex.io',
    'v0@ex.io;v1@ex.io',
    'a@b.io b@c.io',
    '"a" <a@b.io>',
    'Ana <a@b.io>',
    '<a@b.io>',
    '"a b"@example.com',
    'a@b@c.io',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@exa_mple.com',
    'ana@example..com',
    'ana@[192.0.2.1]',
    'ana@192.0.2.1',
    'ana@café.com',
    'joão@example.com',
    'ana@example.com\n',
    'ana@exam\rple.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('takes 64 characters before the @ and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('takes 63 characters in a label of the domain and refuses 64', () => {
    expect(isValidEmail(`ana@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`ana@${'d'.repeat(64)}.com`)).toBe(false);
  });

  it('takes 254 characters in all and refuses 255', () => {
    const local = 'a'.repeat(60);
    // Three labels and '.io', the last label as long as the length asks (62 or 63).
    const domainOf = (length: number) => `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(length - 131)}.io`;
    expect(isValidEmail(`${local}@${domainOf(193)}`)).toBe(true);
    expect(isValidEmail(`${local}@${domainOf(194)}`)).toBe(false);
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
