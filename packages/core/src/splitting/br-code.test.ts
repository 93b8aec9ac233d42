import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brCode,
  crc16CcittFalse,
  parseBrCode,
  pixText,
  PIX_CITY_MAX_LENGTH,
  PIX_MAX_CENTS,
  PIX_NAME_MAX_LENGTH,
} from './br-code';

/**
 * The static code the Central Bank's "Manual de Padrões para Iniciação do Pix" prints for a random key,
 * Fulano de Tal in BRASILIA, no amount and no txid, its CRC as the manual gives it.
 */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** The code's top-level fields in order, each id with the length it states and the value it holds. */
function tlv(code: string): { id: string; length: number; value: string }[] {
  const fields = [];
  for (let at = 0; at < code.length;) {
    const length = Number(code.slice(at + 2, at + 4));
    fields.push({ id: code.slice(at, at + 2), length, value: code.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

describe('crc16CcittFalse', () => {
  it('gives the check value of "123456789", 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('brCode', () => {
  it("reproduces the Central Bank manual's static example from its inputs", () => {
    expect(
      brCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('writes the amount in reais with two decimals, and the txid', () => {
    const code = brCode({
      key: '+5561912345678',
      name: 'Ana',
      city: 'Recife',
      amount: 12_050,
      txid: 'viagem-7',
    });
    const fields = tlv(code);
    expect(fields.map(({ id }) => id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.find(({ id }) => id === '54')?.value).toBe('120.50');
    expect(fields.find(({ id }) => id === '62')?.value).toBe('0507viagem7');
  });

  it('takes accents off the name and city and cuts them to 25 and 15 characters', () => {
    expect(pixText('  João   Conceição  ', PIX_NAME_MAX_LENGTH)).toBe('Joao Conceicao');
    expect(pixText('São José dos Campos', PIX_CITY_MAX_LENGTH)).toBe('Sao Jose dos Ca');
    expect(pixText('Ana 🌴 Souza', PIX_NAME_MAX_LENGTH)).toBe('Ana Souza');
    expect(pixText('Maria Aparecida Nascimento dos Santos', PIX_NAME_MAX_LENGTH)).toBe(
      'Maria Aparecida Nasciment',
    );
  });

  it('refuses an amount that is not whole centavos above 0, or longer than its 13 characters', () => {
    expect(() => brCode({ key: 'a@b.co', name: 'A', city: 'B', amount: 0 })).toThrow(RangeError);
    expect(() => brCode({ key: 'a@b.co', name: 'A', city: 'B', amount: 1.5 })).toThrow(RangeError);
    expect(() => brCode({ key: 'a@b.co', name: 'A', city: 'B', amount: PIX_MAX_CENTS + 1 })).toThrow(
      RangeError,
    );
    expect(tlv(brCode({ key: 'a@b.co', name: 'A', city: 'B', amount: PIX_MAX_CENTS }))).toContainEqual({
      id: '54',
      length: 13,
      value: '9999999999.99',
    });
  });
});

describe('parseBrCode', () => {
  it("reads the manual's example back", () => {
    expect(parseBrCode(MANUAL_EXAMPLE)).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
      amount: null,
      txid: '***',
    });
  });

  it('reads back every code it makes, each field as long as its length says, and its CRC right', () => {
    fc.assert(
      fc.property(
        fc.record({
          key: fc.constantFrom(
            '+5561912345678',
            '52998224725',
            'ana.souza@example.com',
            '123e4567-e12b-12d1-a456-426655440000',
          ),
          name: fc
            .string({ minLength: 1, maxLength: 60 })
            .filter((name) => pixText(name, PIX_NAME_MAX_LENGTH) !== ''),
          city: fc
            .string({ minLength: 1, maxLength: 30 })
            .filter((city) => pixText(city, PIX_CITY_MAX_LENGTH) !== ''),
          amount: fc.option(fc.integer({ min: 1, max: PIX_MAX_CENTS }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        }),
        (input) => {
          const code = brCode(input);
          const fields = tlv(code);
          expect(fields.every(({ length, value }) => value.length === length)).toBe(true);
          expect(fields.map(({ length }) => 4 + length).reduce((all, size) => all + size, 0)).toBe(
            code.length,
          );
          expect(fields.at(-1)?.value).toBe(crc16CcittFalse(code.slice(0, -4)));
          expect(parseBrCode(code)).toEqual({
            key: input.key,
            name: pixText(input.name, PIX_NAME_MAX_LENGTH),
            city: pixText(input.city, PIX_CITY_MAX_LENGTH),
            amount: input.amount ?? null,
            txid: input.txid ?? '***',
          });
        },
      ),
    );
  });

  it('refuses a code changed anywhere, a wrong length, or one that is not PIX', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MANUAL_EXAMPLE.length - 5 }), (at) => {
        const character = MANUAL_EXAMPLE[at] === '1' ? '2' : '1';
        expect(
          parseBrCode(`${MANUAL_EXAMPLE.slice(0, at)}${character}${MANUAL_EXAMPLE.slice(at + 1)}`),
        ).toBeNull();
      }),
    );
    const payload = MANUAL_EXAMPLE.slice(0, -4).replace('5913Fulano', '5914Fulano');
    expect(parseBrCode(payload + crc16CcittFalse(payload))).toBeNull();
    const card = MANUAL_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'com.example.xx');
    expect(parseBrCode(card + crc16CcittFalse(card))).toBeNull();
    expect(parseBrCode('')).toBeNull();
  });
});
