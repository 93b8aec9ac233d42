/*
 * finances.csv: one row per finance item, as RFC 4180 has it (comma-separated, CRLF, a cell quoted when
 * it holds a quote, a comma or a line break, its quotes doubled). A cell a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so that a title
 * such as =HYPERLINK(…) a companion typed is shown as text, never run, where the file is opened.
 */

export type FinanceRowKind = 'entrance' | 'domestic goal' | 'domestic cost' | 'trip goal' | 'trip cost';

/** An item's money and words as the export has them. */
export interface FinanceCsvItem {
  title: string;
  /** Home cents. */
  value: number;
  /** 'YYYY-MM-DD' as stored; null for a goal, which has no day. */
  day: string | null;
  originalValue?: number | undefined;
  originalCurrency?: string | undefined;
  rate?: string | undefined;
}

export interface FinanceCsvRow {
  kind: FinanceRowKind;
  /** The trip's destination; empty for the user's own items. */
  trip: string;
  item: FinanceCsvItem;
}

const HEADER = ['kind', 'trip', 'title', 'date', 'amount', 'original_amount', 'original_currency', 'rate'];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised if a spreadsheet would take it for a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Hundredths as a decimal with two places: 123456 → '1234.56'. Exact, however large. */
export function decimalOfHundredths(hundredths: number): string {
  const whole = Math.trunc(Math.abs(hundredths) / 100);
  const rest = String(Math.abs(hundredths) % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${whole}.${rest}`;
}

/** finances.csv's first line, naming its columns. */
export const FINANCES_CSV_HEADER = `${HEADER.join(',')}\r\n`;

/** One item's line of finances.csv, its CRLF included. */
export function financesCsvLine({ kind, trip, item }: FinanceCsvRow): string {
  const cells = [
    kind,
    trip,
    item.title,
    item.day ?? '',
    decimalOfHundredths(item.value),
    item.originalValue === undefined ? '' : decimalOfHundredths(item.originalValue),
    item.originalCurrency ?? '',
    item.rate ?? '',
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}
