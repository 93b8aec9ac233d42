import { describe, expect, it } from 'vitest';
import { csvCell, csvText, decimalOfHundredths, financesCsvIn, type FinanceCsvRow } from './finances-csv';

const ROWS: FinanceCsvRow[] = [
  { kind: 'domesticGoal', trip: '', item: { title: 'Rent', value: 120_000, day: null } },
  {
    kind: 'tripCost',
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
  { kind: 'entrance', trip: '', item: { title: 'Refund; late', value: -500, day: '2026-03-02' } },
];

const fileIn = (language: 'en' | 'pt-BR') => {
  const csv = financesCsvIn(language);
  return csv.header + ROWS.map(csv.line).join('');
};

describe('finances.csv', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('Groceries')).toBe('Groceries');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with the separator, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('Tokyo, Japan')).toBe('"Tokyo, Japan"');
    expect(csvCell('Tokyo, Japan', ';')).toBe('Tokyo, Japan');
    expect(csvCell('Rent; April', ';')).toBe('"Rent; April"');
    expect(csvCell('The "good" one')).toBe('"The ""good"" one"');
    expect(csvCell('two\nlines', ';')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+33 6', '-5% off', '@SUM(A1)', '\tTab', '\rCR'])(
    'makes %j text, never a formula, with a leading apostrophe',
    (value) => {
      expect(csvText(value)).toBe(`'${value}`);
    },
  );

  it('writes hundredths as an exact decimal, however large, with the language’s mark', () => {
    expect(decimalOfHundredths(0)).toBe('0.00');
    expect(decimalOfHundredths(5)).toBe('0.05');
    expect(decimalOfHundredths(300_050)).toBe('3000.50');
    expect(decimalOfHundredths(-500, ',')).toBe('-5,00');
    expect(decimalOfHundredths(10 ** 13, ',')).toBe('100000000000,00');
  });

  it('is in English as RFC 4180 has it: a byte order mark, a header and one CRLF line per item', () => {
    expect(fileIn('en')).toBe(
      '\uFEFFkind,trip,title,date,amount,original_amount,original_currency,rate\r\n' +
        'domestic goal,,Rent,,1200.00,,,\r\n' +
        'trip cost,"Lisbon, Portugal",Pastéis,2026-03-01,76.31,12.50,EUR,6.105\r\n' +
        'entrance,,Refund; late,2026-03-02,-5.00,,,\r\n',
    );
  });

  it('is in Portuguese with semicolons between cells, decimal commas and the kinds in Portuguese', () => {
    expect(fileIn('pt-BR')).toBe(
      '\uFEFFtipo;viagem;título;data;valor;valor_original;moeda_original;cotação\r\n' +
        'meta nacional;;Rent;;1200,00;;;\r\n' +
        'custo da viagem;Lisbon, Portugal;Pastéis;2026-03-01;76,31;12,50;EUR;6,105\r\n' +
        'entrada;;"Refund; late";2026-03-02;-5,00;;;\r\n',
    );
  });

  it('keeps a typed formula text in either language, quoted where it must be', () => {
    const row: FinanceCsvRow = {
      kind: 'entrance',
      trip: '',
      item: { title: '=HYPERLINK("http://evil"); "bonus"', value: 100, day: '2026-03-01' },
    };
    expect(financesCsvIn('pt-BR').line(row)).toBe(
      `entrada;;"'=HYPERLINK(""http://evil""); ""bonus""";2026-03-01;1,00;;;\r\n`,
    );
    expect(financesCsvIn('en').line(row)).toBe(
      `entrance,,"'=HYPERLINK(""http://evil""); ""bonus""",2026-03-01,1.00,,,\r\n`,
    );
  });
});
