import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPixKey, isCnpj, isCpf, pixKeyKind } from './pix-key';

describe('pixKeyKind', () => {
  it('knows each kind as the directory writes it', () => {
    expect(pixKeyKind('ana@example.com')).toBe('email');
    expect(pixKeyKind('+5561912345678')).toBe('phone');
    expect(pixKeyKind('+551133334444')).toBe('phone');
    expect(pixKeyKind('52998224725')).toBe('cpf');
    expect(pixKeyKind('11222333000181')).toBe('cnpj');
    expect(pixKeyKind('123e4567-e12b-12d1-a456-426655440000')).toBe('random');
  });

  it('refuses a key not written as the directory writes it, and what is no key', () => {
    for (const key of [
      '529.982.247-25',
      'Ana@Example.com',
      '+55 61 91234-5678',
      'ana',
      '',
      '5561912345678',
    ]) {
      expect(pixKeyKind(key), key).toBeNull();
    }
  });
});

describe('canonicalPixKey', () => {
  it('writes a typed key as the directory does, with its kind', () => {
    expect(canonicalPixKey(' 529.982.247-25 ')).toEqual({ key: '52998224725', kind: 'cpf' });
    expect(canonicalPixKey('11.222.333/0001-81')).toEqual({ key: '11222333000181', kind: 'cnpj' });
    expect(canonicalPixKey('+55 (61) 91234-5678')).toEqual({ key: '+5561912345678', kind: 'phone' });
    expect(canonicalPixKey('Ana.Souza@Example.COM')).toEqual({ key: 'ana.souza@example.com', kind: 'email' });
    expect(canonicalPixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      kind: 'random',
    });
  });

  it('refuses a phone outside Brazil or without an area code, and an e-mail past 77 characters', () => {
    expect(canonicalPixKey('+351912345678')).toBeNull();
    expect(canonicalPixKey('+5591234567')).toBeNull();
    expect(canonicalPixKey('+5501912345678')).toBeNull();
    expect(canonicalPixKey(`${'a'.repeat(70)}@example.com`)).toBeNull();
    expect(canonicalPixKey('ana@example')).toBeNull();
  });
});

describe('CPF and CNPJ check digits', () => {
  it('accepts real ones and refuses a wrong check digit or one digit repeated', () => {
    expect(isCpf('11144477735')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('52998224724')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
    expect(isCnpj('11444777000161')).toBe(true);
    expect(isCnpj('11444777000162')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
  });

  it("reads the Receita Federal's alphanumeric CNPJ, in force since July 2026", () => {
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(canonicalPixKey('12.ABC.345/01DE-35')).toEqual({ key: '12ABC34501DE35', kind: 'cnpj' });
    expect(isCnpj('12ABC34501DE36')).toBe(false);
  });

  it('refuses any change to a check digit of a valid CPF or CNPJ', () => {
    const valid = ['11144477735', '52998224725', '11444777000161', '11222333000181', '12ABC34501DE35'];
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.constantFrom(1, 2),
        fc.integer({ min: 1, max: 9 }),
        (key, place, step) => {
          const at = key.length - place;
          const changed = `${key.slice(0, at)}${(Number(key[at]) + step) % 10}${key.slice(at + 1)}`;
          expect(pixKeyKind(changed)).toBeNull();
        },
      ),
    );
  });
});
