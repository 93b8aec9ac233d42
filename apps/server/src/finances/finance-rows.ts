import type { Entrance, Expense, Goal, OtherCurrencyAmount, OtherCurrencyFields } from '@wayfarer/core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The finance items as the repositories read and write them: the contract's fields, and the money an
 * item was entered as when that was another currency than the home one.
 */

/** The columns of an item entered in another currency: all null for one entered in the home currency. */
interface OtherCurrencyTable {
  originalCurrency: AnyPgColumn;
  originalValue: AnyPgColumn;
  rate: AnyPgColumn;
  rateDate: AnyPgColumn;
  rateTyped: AnyPgColumn;
}

/** An item's other-currency columns, to read. */
export function otherCurrencyColumns<T extends OtherCurrencyTable>(table: T) {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped }: OtherCurrencyTable = table;
  return { originalCurrency, originalValue, rate, rateDate, rateTyped } as Pick<T, keyof OtherCurrencyTable>;
}

/** An item's other-currency columns as read: each null for an item entered in the home currency. */
export type OtherCurrencyRow = { [Name in keyof OtherCurrencyAmount]: OtherCurrencyAmount[Name] | null };

/**
 * A row as read: the contract's fields, the other-currency ones null where the answer leaves them out,
 * and its day without the wire's epoch ms, which the presenters add; what the reader may do with it is
 * the presenters' too.
 */
type Row<Item> = Omit<Item, keyof OtherCurrencyFields | 'date' | 'can'> & OtherCurrencyRow;
export type EntranceRow = Row<Entrance>;
type GoalRow = Row<Goal>;
type ExpenseRow = Row<Expense>;

/** Who added a row of a trip, by name: read with the row, for the presenters. */
interface Authored {
  tripId: string | null;
  createdById: string | null;
  createdByName: string | null;
}
export type SharedGoalRow = GoalRow & Authored;
export type SharedExpenseRow = ExpenseRow & Authored;

/**
 * An item's money as stored: home cents, and what it was entered as when that was another currency.
 * (The routes work it out; see amounts.ts.)
 */
export interface StoredMoney {
  value: number;
  other: OtherCurrencyAmount | null;
}

/** The other-currency part of a row, or null for an item entered in the home currency. */
export function otherCurrencyOfRow(row: OtherCurrencyRow): OtherCurrencyAmount | null {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped } = row;
  if (originalCurrency === null || originalValue === null || rate === null || rateDate === null) return null;
  return { originalCurrency, originalValue, rate, rateDate, rateTyped: rateTyped ?? false };
}

/** What a save writes: the item's own fields, and its money. */
type Content<Item> = Omit<
  Item,
  'id' | 'version' | 'value' | 'date' | 'createdBy' | 'can' | keyof OtherCurrencyFields
> & {
  money: StoredMoney;
};
export type EntranceContent = Content<Entrance>;
export type GoalContent = Content<Goal>;
export type ExpenseContent = Content<Expense>;

/** The columns a save writes: its fields, and its money with every other-currency column null for a home amount. */
export function columnsOf<T extends { money: StoredMoney }>({ money: { value, other }, ...fields }: T) {
  return {
    ...fields,
    value,
    originalCurrency: other?.originalCurrency ?? null,
    originalValue: other?.originalValue ?? null,
    rate: other?.rate ?? null,
    rateDate: other?.rateDate ?? null,
    rateTyped: other?.rateTyped ?? null,
  };
}
