import {
  abilitiesOn,
  FinanceKind,
  noonUtcOf,
  type CreatedBy,
  type FinancesAnswer,
  type ItemReader,
  type OtherCurrencyFields,
} from '@wayfarer/core';
import type { KindItem } from './finance-access';
import { otherCurrencyOfRow, type OtherCurrencyRow } from './finance-rows';
import type { FinanceRows } from './state-repository';

/** An item as it travels: a dated one carries its day's noon UTC as `date` too. */
type Presented<Row> = Omit<Row, keyof OtherCurrencyRow> &
  OtherCurrencyFields &
  (Row extends { dateDay: string } ? { date: number } : unknown);

/**
 * An item as it travels: an item entered in the home currency without any other-currency field (byte
 * for byte what a client that knows only home amounts reads), one entered in another currency with all
 * five.
 */
export function presentItem<Row extends OtherCurrencyRow & { dateDay?: string }>(row: Row): Presented<Row> {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped, ...item } = row;
  const other = otherCurrencyOfRow({ originalCurrency, originalValue, rate, rateDate, rateTyped });
  // A dated item's day travels as the day and, for the clients that read epoch ms, as its noon UTC.
  const dated = item.dateDay === undefined ? item : { ...item, date: noonUtcOf(item.dateDay) };
  return (other ? { ...dated, ...other } : dated) as Presented<Row>;
}

/** Who added a row, as it was read with it. */
interface AuthoredRow {
  tripId: string | null;
  createdById: string | null;
  createdByName: string | null;
}

/**
 * A goal or an expense as it travels, with what `reader` may do with it: one of a trip says who added it
 * (null once their account is gone) and is the reader's to change as their role in the trip allows; the
 * reader's own says nothing of its author, as before trips were shared, and is theirs to change.
 */
export function presentKindItem<Row extends OtherCurrencyRow & AuthoredRow>(
  kind: KindItem,
  row: Row,
  reader: ItemReader,
) {
  const { tripId, createdById, createdByName, ...item } = row;
  const presented = presentItem(item);
  // The reader's own goals and costs are theirs, whatever their role in their current trip.
  const can = abilitiesOn(tripId === null ? { ...reader, role: null } : reader, kind, {
    createdBy: createdById,
  });
  if (tripId === null) return { ...presented, can };
  const createdBy: CreatedBy = createdById === null ? null : { id: createdById, name: createdByName ?? '' };
  return { ...presented, createdBy, can };
}

/**
 * GET /finances as `reader` reads it (`entraces` spelling and all), goals and expenses by kind: 1
 * domestic, 2 trip.
 */
export function presentFinances(rows: FinanceRows, reader: ItemReader): FinancesAnswer {
  const ofKind = (type: FinanceKind) => ({
    goals: rows.goals
      .filter((goal) => goal.type === type)
      .map((goal) => presentKindItem('goal', goal, reader)),
    expenses: rows.expenses
      .filter((expense) => expense.type === type)
      .map((expense) => presentKindItem('expense', expense, reader)),
  });
  return {
    entraces: rows.entrances.map(presentItem),
    domestic: ofKind(FinanceKind.domestic),
    trip: ofKind(FinanceKind.trip),
  };
}
