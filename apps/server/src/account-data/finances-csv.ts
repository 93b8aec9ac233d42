import type { Language } from '@wayfarer/core';
import { messagesOf, type Messages } from '../i18n/messages';

/*
 * finances.csv: one row per finance item, as RFC 4180 has it (CRLF, a cell quoted when it holds a quote,
 * the cell separator or a line break, its quotes doubled), in the reader's language: the columns' names
 * and the kinds in their words, and the cells and decimals separated as a spreadsheet set to their
 * language reads them (',' and '.' in English; ';' and ',' in Portuguese, where the comma is the decimal
 * mark). It starts with a UTF-8 byte order mark, without which Excel reads the file in the system's
 * legacy code page and garbles every accent. A text cell a spreadsheet would read as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe, so that a title such as
 * =HYPERLINK(…) a companion typed is shown as text, never run, where the file is opened; the amounts,
 * written here, are numbers, and a negative one stays a number.
 */

type CsvWords = Messages['financesCsv'];
export type FinanceRowKind = keyof CsvWords['kinds'];

/** An item's money and words as the export has them. */
export interface FinanceCsvItem {
  title: string;
  /** Home cents. */
  value: number;
  /** 'YYYY-MM-DD' as stored; null for a goal, which has no day. */
  day: string | null;
  originalValue?: number | undefined;
  originalCurrency?: string | undefined;
  /** The rate's canonical text, '6.105'. */
  rate?: string | undefined;
}

export interface FinanceCsvRow {
  kind: FinanceRowKind;
  /** The trip's destination; empty for the user's own items. */
  trip: string;
  item: FinanceCsvItem;
}

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a quote, the separator or a line break, its quotes doubled. */
export function csvCell(value: string, separator = ','): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A text cell someone typed: neutralised if a spreadsheet would take it for a formula. */
export const csvText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Hundredths as a decimal with two places: 123456 → '1234.56' (or '1234,56'). Exact, however large. */
export function decimalOfHundredths(hundredths: number, decimalSeparator = '.'): string {
  const whole = Math.trunc(Math.abs(hundredths) / 100);
  const rest = String(Math.abs(hundredths) % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${whole}${decimalSeparator}${rest}`;
}

export interface FinancesCsv {
  /** The file's start: the byte order mark and the line naming the columns. */
  header: string;
  /** One item's line, its CRLF included. */
  line(row: FinanceCsvRow): string;
}

/** finances.csv as a reader of the language reads it. */
export function financesCsvIn(language: Language): FinancesCsv {
  const words: CsvWords = messagesOf(language).financesCsv;
  const { cellSeparator, decimalSeparator, columns } = words;
  const join = (cells: readonly string[]) =>
    `${cells.map((cell) => csvCell(cell, cellSeparator)).join(cellSeparator)}\r\n`;
  const amount = (hundredths: number | undefined) =>
    hundredths === undefined ? '' : decimalOfHundredths(hundredths, decimalSeparator);
  return {
    header:
      BYTE_ORDER_MARK +
      join([
        columns.kind,
        columns.trip,
        columns.title,
        columns.date,
        columns.amount,
        columns.originalAmount,
        columns.originalCurrency,
        columns.rate,
      ]),
    line: ({ kind, trip, item }) =>
      join([
        words.kinds[kind],
        csvText(trip),
        csvText(item.title),
        item.day ?? '',
        amount(item.value),
        amount(item.originalValue),
        item.originalCurrency ?? '',
        (item.rate ?? '').replace('.', decimalSeparator),
      ]),
  };
}
