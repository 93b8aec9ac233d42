import { describe, expect, it } from 'vitest';
import {
  csvCell,
  decimalOfHundredths,
  FINANCES_CSV_HEADER,
  financesCsvLine,
  type FinanceCsvRow,
} from './finances-csv';

describe('finances.csv', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('Groceries')).toBe('Groceries');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('Tokyo, Japan')).toBe('"Tokyo, Japan"');
    expect(csvCell('The "good" one')).toBe('"The ""good"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+33 6', '-5% off', '@SUM(A1)', '\tTab', '\rCR'])(
    'makes %j text, never a formula, with a leading apostrophe',
    (value) => {
      expect(
        csvCell(value)
          .replace(/^"/, '')
          .startsWith(`'${value.slice(0, 1)}`),
      ).toBe(true);
    },
  );

  it('writes hundredths as an exact decimal, however large', () => {
    expect(decimalOfHundredths(0)).toBe('0.00');
    expect(decimalOfHundredths(5)).toBe('0.05');
    expect(decimalOfHundredths(300_050)).toBe('3000.50');
    expect(decimalOfHundredths(10 ** 13)).toBe('100000000000.00');
  });

  it('has a header and one CRLF line per item, the other-currency cells empty for a home item', () => {
    const rows: FinanceCsvRow[] = [
      { kind: 'domestic goal', trip: '', item: { title: 'Rent', value: 120_000, day: null } },
      {
        kind: 'trip cost',
        trip: 'Lisbon, Portugal',
        item: {
          title: 'Pastéis',
          value: 7631,
          day: '2026-03-01',
          originalValue: 1250,
          originalCurrency: 'EUR',
          rate: '6.105',
        },
      },
    ];
    expect(FINANCES_CSV_HEADER + rows.map(financesCsvLine).join('')).toBe(
      'kind,trip,title,date,amount,original_amount,original_currency,rate\r\n' +
        'domestic goal,,Rent,,1200.00,,,\r\n' +
        'trip cost,"Lisbon, Portugal",Pastéis,2026-03-01,76.31,12.50,EUR,6.105\r\n',
    );
  });
});
