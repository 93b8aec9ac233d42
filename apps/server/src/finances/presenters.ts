import { FinanceKind, type FinancesAnswer, type OtherCurrencyFields } from '@wayfarer/core';
import { otherCurrencyOfRow, type FinanceRows, type OtherCurrencyRow } from './repository';

/**
 * An item as it travels: an item entered in the home currency without any other-currency field (its
 * answer is what it was before issue 15, byte for byte), one entered in another currency with all five.
 */
export function presentItem<Row extends OtherCurrencyRow>(
  row: Row,
): Omit<Row, keyof OtherCurrencyRow> & OtherCurrencyFields {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped, ...item } = row;
  const other = otherCurrencyOfRow({ originalCurrency, originalValue, rate, rateDate, rateTyped });
  return other ? { ...item, ...other } : item;
}

/** GET /finances as it travels (`entraces` spelling and all), goals and expenses by kind: 1 domestic, 2 trip. */
export function presentFinances(rows: FinanceRows): FinancesAnswer {
  const ofKind = (type: FinanceKind) => ({
    goals: rows.goals.filter((goal) => goal.type === type).map(presentItem),
    expenses: rows.expenses.filter((expense) => expense.type === type).map(presentItem),
  });
  return {
    entraces: rows.entrances.map(presentItem),
    domestic: ofKind(FinanceKind.domestic),
    trip: ofKind(FinanceKind.trip),
  };
}
