import { formatMoney, formatMoneyIn } from '@wayfarer/core';
import { PALETTE_COLOR_NAMES } from '../../lib/palette-colors';
import { differingRows, type ConflictField, type WriteConflict } from '../../lib/write-conflict';

/*
 * What a stale finance write shows (lib/write-conflict.ts): the item as the companion left it beside the
 * user's form. A body gives its amount either in home cents or in another currency.
 */

interface AmountFields {
  value?: number | undefined;
  originalCurrency?: string | undefined;
  originalValue?: number | undefined;
}

export interface ItemFields extends AmountFields {
  title: string;
  color: string;
  date?: number | undefined;
}

function amountText({ value, originalCurrency, originalValue }: AmountFields): string {
  if (originalCurrency && originalValue !== undefined) return formatMoneyIn(originalValue, originalCurrency);
  return value === undefined ? '' : formatMoney(value);
}

// Made on first use: the first formatter a page makes loads ICU's data, which the signed-in chunk, where
// this module is evaluated, must not do before the page's title is drawn.
let dayFormat: Intl.DateTimeFormat | undefined;
const dayText = (date: number) =>
  (dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })).format(date);

const colorName = (color: string) => PALETTE_COLOR_NAMES[color as keyof typeof PALETTE_COLOR_NAMES] ?? color;

const FIELDS: readonly ConflictField<ItemFields>[] = [
  { label: 'Title', text: (item) => item.title },
  { label: 'Amount', text: amountText },
  { label: 'Date', text: (item) => (item.date === undefined ? '' : dayText(item.date)) },
  { label: 'Color', text: (item) => colorName(item.color) },
];

const NOUNS = { entrance: 'entrance', goal: 'goal', expense: 'cost' } as const;

/**
 * An edit (`mine`: the form's body) or a deletion (`mine`: the item as the user saw it) of an entrance,
 * a goal or a cost that a companion changed or deleted since.
 */
export function financeConflict(
  kind: keyof typeof NOUNS,
  current: ItemFields | null,
  mine: ItemFields,
  deleting: boolean,
): WriteConflict {
  return {
    subject: `the ${NOUNS[kind]} “${current?.title ?? mine.title}”`,
    rows: current ? differingRows(FIELDS, current, { ...mine, date: mine.date ?? current.date }) : [],
    gone: current === null,
    keepMineLabel: deleting ? 'Delete anyway' : undefined,
  };
}
