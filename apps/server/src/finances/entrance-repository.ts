import type { StoredAmount } from '@wayfarer/core';
import type { SQL } from 'drizzle-orm';
import { ownedRow } from '../db/ownership';
import { nextVersion, writeAtVersion } from '../db/versions';
import { addToFinances, type FinanceAccess } from './finance-access';
import {
  columnsOf,
  otherCurrencyColumns,
  otherCurrencyOfRow,
  type EntranceContent,
  type EntranceRow,
} from './finance-rows';
import { financeEntrances } from './finances-schema';

/*
 * Rows are read with the contract's columns only: they leave as they come, and a large state is not
 * slowed by columns nobody sees (the creation time).
 */
export const entranceColumns = {
  id: financeEntrances.id,
  version: financeEntrances.version,
  title: financeEntrances.title,
  color: financeEntrances.color,
  value: financeEntrances.value,
  dateDay: financeEntrances.dateDay,
  ...otherCurrencyColumns(financeEntrances),
};

/** The caller's entrances (incomes), theirs alone whatever trip they are on: add, edit, delete one. */
export function entrancesOf(access: FinanceAccess) {
  const { db, userId, sessionId } = access;
  const ownEntrance = (id: string) => ownedRow(financeEntrances, id, userId);

  /** The entrance as it now is, when the caller's; undefined when not. */
  async function entranceRow(id: string): Promise<EntranceRow | undefined> {
    const [entrance] = await db.select(entranceColumns).from(financeEntrances).where(ownEntrance(id));
    return entrance;
  }

  /** A write of the entrance at the version the client read; else as it now is, or undefined when not theirs. */
  const writeEntrance = <Written>(
    id: string,
    expected: number | undefined,
    write: (where: SQL | undefined) => Promise<Written | undefined>,
  ) =>
    writeAtVersion(financeEntrances, ownEntrance(id), { expected, sessionId }, write, () => entranceRow(id));

  return {
    /** An entrance's money as stored, for an edit to work out its new home value from; undefined when not the user's. */
    async stored(id: string): Promise<StoredAmount | undefined> {
      const [row] = await db
        .select({
          value: financeEntrances.value,
          day: financeEntrances.dateDay,
          ...otherCurrencyColumns(financeEntrances),
        })
        .from(financeEntrances)
        .where(ownEntrance(id));
      return row && { value: row.value, day: row.day, other: otherCurrencyOfRow(row) };
    },

    createEntrance: (content: EntranceContent): Promise<EntranceRow> =>
      addToFinances(access, undefined, async (tx) => {
        const [entrance] = await tx
          .insert(financeEntrances)
          .values({ ...columnsOf(content), userId, writtenIn: sessionId })
          .returning(entranceColumns);
        return entrance;
      }),

    updateEntrance: (id: string, content: EntranceContent, expected?: number) =>
      writeEntrance(id, expected, async (where) => {
        const [entrance] = await db
          .update(financeEntrances)
          .set({ ...columnsOf(content), ...nextVersion(financeEntrances, sessionId) })
          .where(where)
          .returning(entranceColumns);
        return entrance;
      }),

    deleteEntrance: (id: string, expected?: number) =>
      writeEntrance(id, expected, async (where) => {
        const deleted = await db.delete(financeEntrances).where(where).returning({ id: financeEntrances.id });
        return deleted.length > 0 || undefined;
      }),
  };
}
