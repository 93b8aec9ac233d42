import type { CreateItineraryItemBody, ItineraryItem, UpdateItineraryItemBody } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { addOrQueue, sendOrQueue, WAITING_VERSION } from '@/lib/offline/waiting-changes';
import type { WriteConflict } from '@/lib/write-conflict';
import { moveItem, placeItem, updateItem, type ItemPlace } from '../itinerary-drag';
import { itemWithChange, waitingItem } from '../waiting-items';
import { useItineraryAddMutation, useOptimisticItineraryMutation } from './itinerary-mutation';

/*
 * The writes of one item: each waits offline with its Idempotency-Key (lib/offline/waiting-changes.ts)
 * and sends the version it was read at, so that a companion's change in between is never written over
 * unasked.
 */

const subjectOf = (title: string) => messages().itinerary.conflicts.item(title);

/** A stale write of an item: it was changed or deleted since; the fields that differ are its title and notes. */
function itemConflict(
  current: ItineraryItem | null,
  mine: ItineraryItem,
  keepMineLabel?: string,
): WriteConflict {
  const words = messages().itinerary.conflicts;
  const rows = current
    ? [
        { label: words.title, theirs: current.title, mine: mine.title },
        { label: words.notes, theirs: current.notes, mine: mine.notes },
      ].filter((row) => row.theirs !== row.mine)
    : [];
  return { subject: subjectOf(current?.title ?? mine.title), rows, gone: current === null, keepMineLabel };
}

/** POST …/itinerary/items: added next to `after`/`before`, else at its day's end; offline, shown at once. */
export function createItem(tripId: string, body: CreateItineraryItemBody): Promise<ItineraryItem> {
  return addOrQueue(
    { endpoint: 'createItineraryItem', input: { params: { tripId }, body }, subject: subjectOf(body.title) },
    { fromAnswer: ({ data }) => data, waiting: (id) => waitingItem(id, body) },
  );
}

export function useCreateItem(tripId: string) {
  return useItineraryAddMutation({
    tripId,
    request: (body: CreateItineraryItemBody) => createItem(tripId, body),
    add: (itinerary, created: ItineraryItem) => placeItem(itinerary, created, { dayId: created.dayId }),
  });
}

interface ItemWrite {
  item: ItineraryItem;
}

/**
 * The version a write sends: none for an item added offline, which the server has not numbered yet (its
 * change waits ahead of this one in the queue).
 */
export const versionOf = (row: { version: number }) =>
  row.version === WAITING_VERSION ? undefined : row.version;

async function patchItem(tripId: string, item: ItineraryItem, body: UpdateItineraryItemBody) {
  await sendOrQueue({
    endpoint: 'updateItineraryItem',
    input: { params: { tripId, id: item.id }, body: { ...body, version: versionOf(item) } },
    subject: subjectOf(item.title),
    itemId: item.id,
  });
}

const againstCurrent = <V extends ItemWrite>(write: V, current: ItineraryItem): V => ({
  ...write,
  item: { ...write.item, version: current.version },
});

/** A drop: PATCH …/items/:id with the day and the neighbour only, one row changed on the server. */
export function useMoveItem(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: ({ item, place }: ItemWrite & { place: ItemPlace }) => patchItem(tripId, item, place),
    apply: (itinerary, { item, place }) => moveItem(itinerary, item.id, place),
    failure: () => messages().itinerary.drag.moveFailed,
    conflict: {
      conflictOf: (current: ItineraryItem | null, { item }) => itemConflict(current, item),
      again: againstCurrent,
    },
  });
}

/** An edit of an item's fields; only those sent change. */
export function useUpdateItem(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: ({ item, change }: ItemWrite & { change: UpdateItineraryItemBody }) =>
      patchItem(tripId, item, change),
    apply: (itinerary, { item, change }) =>
      updateItem(itinerary, item.id, (shown) => itemWithChange(shown, change)),
    failure: () => messages().itinerary.itemForm.failed,
    conflict: {
      conflictOf: (current: ItineraryItem | null, { item, change }) =>
        itemConflict(current, itemWithChange(item, change)),
      again: againstCurrent,
    },
  });
}

export function useDeleteItem(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: async ({ item }: ItemWrite) => {
      await sendOrQueue({
        endpoint: 'deleteItineraryItem',
        input: { params: { tripId, id: item.id }, query: { version: versionOf(item)?.toString() } },
        subject: subjectOf(item.title),
        itemId: item.id,
      });
    },
    apply: (itinerary, { item }) => updateItem(itinerary, item.id, () => null),
    failure: () => messages().itinerary.item.deleteFailed,
    conflict: {
      conflictOf: (current: ItineraryItem | null, { item }) =>
        itemConflict(current, item, messages().itinerary.conflicts.deleteAnyway),
      again: againstCurrent,
    },
  });
}
