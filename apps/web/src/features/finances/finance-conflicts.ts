import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';
import { PALETTE_COLOR_NAMES } from '@/lib/palette-colors';
import { differingRows, type ConflictField, type WriteConflict } from '@/lib/write-conflict';

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
  /** Goals have none. */
  dateDay?: string | undefined;
}

/** An amount in its own currency: home cents in the home currency (dollars while the trip has none). */
function amountText({ value, originalCurrency, originalValue }: AmountFields, homeCurrency: string): string {
  const format = formats(currentLanguage());
  if (originalCurrency && originalValue !== undefined) return format.money(originalValue, originalCurrency);
  return value === undefined ? '' : format.money(value, homeCurrency || 'USD');
}

// Formatters are made on first use (i18n/formats.ts): the first one a page makes loads ICU's data, which
// the signed-in chunk, where this module is evaluated, must not do before the page's title is drawn.
const dayText = (day: string) => formats(currentLanguage()).date(day, { dateStyle: 'medium' });

const colorName = (color: string) => PALETTE_COLOR_NAMES[color as keyof typeof PALETTE_COLOR_NAMES] ?? color;

/** The rows compared, named in the language the app is drawn in when the conflict arises. */
function fields(homeCurrency: string): readonly ConflictField<ItemFields>[] {
  const t = messages().finances.conflict;
  return [
    { label: t.title, text: (item) => item.title },
    { label: t.amount, text: (item) => amountText(item, homeCurrency) },
    { label: t.date, text: (item) => (item.dateDay === undefined ? '' : dayText(item.dateDay)) },
    { label: t.color, text: (item) => colorName(item.color) },
  ];
}

export type FinanceItemKind = 'entrance' | 'goal' | 'expense';

/**
 * An edit (`mine`: the form's body) or a deletion (`mine`: the item as the user saw it) of an entrance,
 * a goal or a cost that a companion changed or deleted since.
 */
export function financeConflict(
  kind: FinanceItemKind,
  current: ItemFields | null,
  mine: ItemFields,
  deleting: boolean,
  homeCurrency = '',
): WriteConflict {
  const t = messages().finances.conflict;
  return {
    subject: t[kind](current?.title ?? mine.title),
    rows: current
      ? differingRows(fields(homeCurrency), current, { ...mine, dateDay: mine.dateDay ?? current.dateDay })
      : [],
    gone: current === null,
    keepMineLabel: deleting ? t.deleteAnyway : undefined,
  };
}
