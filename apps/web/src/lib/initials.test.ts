import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('ana maria de souza')).toBe('AS');
  });
  it('takes one letter of a single name', () => {
    expect(initialsOf('  Ana ')).toBe('A');
  });
  it('keeps letters outside ASCII whole', () => {
    expect(initialsOf('Élodie Øster')).toBe('ÉØ');
  });
  it('falls back to a question mark for a blank name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
