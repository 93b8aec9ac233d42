import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryName } from './countries';
import { countryParamSchema } from './schemas';

describe('countryCodeOf', () => {
  it.each([
    ['BR', 'BR'],
    ['br', 'BR'],
    [' fr ', 'FR'],
    ['Brazil', 'BR'],
    ['japan', 'JP'],
    ['AQ', 'AQ'],
  ])('reads %j as %s', (text, code) => {
    expect(countryCodeOf(text)).toBe(code);
  });

  it.each(['', 'ZZ', 'xx', 'Atlantis', 'constructor', 'BRA'])('knows no country %j', (text) => {
    expect(countryCodeOf(text)).toBeNull();
  });
});

describe('countryName', () => {
  it('names a known code and echoes an unknown one', () => {
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});

describe('countryParamSchema', () => {
  it('parses to the upper-case code', () => {
    expect(countryParamSchema.parse('pt')).toBe('PT');
  });

  it('says what is wrong with an empty, unknown or missing country', () => {
    expect(countryParamSchema.safeParse('').error?.issues[0]?.message).toBe('countryCode');
    expect(countryParamSchema.safeParse('ZZ').error?.issues[0]?.message).toBe('unknownCountry');
    expect(countryParamSchema.safeParse(undefined).success).toBe(false);
    expect(countryParamSchema.safeParse('x'.repeat(500)).success).toBe(false);
  });
});
