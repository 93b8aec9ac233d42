import {
  instantOf,
  type CreateItineraryDayBody,
  type Itinerary,
  type ItineraryDay,
  type ItineraryItem,
  type UpdateItineraryDayBody,
} from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { addOrQueue, sendOrQueue } from '@/lib/offline/waiting-changes';
import type { WriteConflict } from '@/lib/write-conflict';
import { waitingDay } from '../waiting-items';
import { useItineraryAddMutation, useOptimisticItineraryMutation } from './itinerary-mutation';
import { versionOf } from './item-writes';

/* The writes of a day: each waits offline with its Idempotency-Key, as the items' do. */

const subjectOf = (day: { title: string; date?: string | null | undefined }) =>
  messages().itinerary.conflicts.day(day.title || day.date || '');

function dayConflict(
  current: ItineraryDay | null,
  mine: ItineraryDay,
  keepMineLabel?: string,
): WriteConflict {
  const words = messages().itinerary.conflicts;
  const rows = current
    ? [
        { label: words.title, theirs: current.title, mine: mine.title },
        { label: words.notes, theirs: current.notes, mine: mine.notes },
        { label: words.date, theirs: current.date ?? '', mine: mine.date ?? '' },
      ].filter((row) => row.theirs !== row.mine)
    : [];
  return { subject: subjectOf(current ?? mine), rows, gone: current === null, keepMineLabel };
}

/** The days as the server orders them: the dated ones by date, then the undated in the order made. */
function withDay(itinerary: Itinerary, day: ItineraryDay): Itinerary {
  const others = itinerary.days.filter((other) => other.id !== day.id);
  const index =
    day.date === null
      ? -1
      : others.findIndex((other) => other.date === null || other.date > (day.date ?? ''));
  const days = index < 0 ? [...others, day] : [...others.slice(0, index), day, ...others.slice(index)];
  return { ...itinerary, days };
}

export function useCreateDay(tripId: string) {
  return useItineraryAddMutation({
    tripId,
    request: (body: CreateItineraryDayBody) =>
      addOrQueue(
        {
          endpoint: 'createItineraryDay',
          input: { params: { tripId }, body },
          subject: subjectOf({ title: body.title ?? '', date: body.date }),
        },
        { fromAnswer: ({ data }) => data, waiting: (id) => waitingDay(id, body) },
      ),
    add: withDay,
  });
}

interface DayWrite {
  day: ItineraryDay;
}

const againstCurrent = <V extends DayWrite>(write: V, current: ItineraryDay): V => ({
  ...write,
  day: { ...write.day, version: current.version },
});

const changedDay = (day: ItineraryDay, change: UpdateItineraryDayBody): ItineraryDay => ({
  ...day,
  ...(change.title !== undefined && { title: change.title }),
  ...(change.notes !== undefined && { notes: change.notes }),
  ...(change.date !== undefined && { date: change.date }),
});

export function useUpdateDay(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: async ({ day, change }: DayWrite & { change: UpdateItineraryDayBody }) => {
      await sendOrQueue({
        endpoint: 'updateItineraryDay',
        input: { params: { tripId, dayId: day.id }, body: { ...change, version: versionOf(day) } },
        subject: subjectOf(day),
        itemId: day.id,
      });
    },
    apply: (itinerary, { day, change }) => withDay(itinerary, changedDay(day, change)),
    failure: () => messages().itinerary.dayForm.failed,
    conflict: {
      conflictOf: (current: ItineraryDay | null, { day, change }) =>
        dayConflict(current, changedDay(day, change)),
      again: againstCurrent,
    },
  });
}

/** DELETE …/days/:dayId: its items go to the end of the ideas, in their order. */
export function useDeleteDay(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: async ({ day }: DayWrite) => {
      await sendOrQueue({
        endpoint: 'deleteItineraryDay',
        input: { params: { tripId, dayId: day.id }, query: { version: versionOf(day)?.toString() } },
        subject: subjectOf(day),
        itemId: day.id,
      });
    },
    apply: (itinerary, { day }) => ({
      ...itinerary,
      days: itinerary.days.filter((other) => other.id !== day.id),
      ideas: [...itinerary.ideas, ...day.items.map((item) => ({ ...item, dayId: null }))],
    }),
    failure: () => messages().itinerary.day.deleteFailed,
    conflict: {
      conflictOf: (current: ItineraryDay | null, { day }) =>
        dayConflict(current, day, messages().itinerary.conflicts.deleteAnyway),
      again: againstCurrent,
    },
  });
}

/**
 * The day sorted as the server sorts it: its timed items take the timed items' places, in the order of
 * their start instants; items without a start keep theirs.
 */
export function sortedByTime(day: ItineraryDay): ItineraryDay {
  const startOf = (item: ItineraryItem) => (item.start?.zone ? instantOf(item.start) : null);
  const timed = day.items
    .filter((item) => startOf(item) !== null)
    .sort((a, b) => (startOf(a) ?? 0) - (startOf(b) ?? 0));
  let next = 0;
  const items = day.items.map((item) => (startOf(item) === null ? item : (timed[next++] ?? item)));
  return { ...day, items };
}

/** POST …/days/:dayId/sort: an action the user asks for, never the rule of the order. */
export function useSortDay(tripId: string) {
  return useOptimisticItineraryMutation({
    tripId,
    request: async ({ day }: DayWrite) => {
      await sendOrQueue({
        endpoint: 'sortItineraryDay',
        input: { params: { tripId, dayId: day.id } },
        subject: subjectOf(day),
        itemId: day.id,
      });
    },
    apply: (itinerary, { day }) => ({
      ...itinerary,
      days: itinerary.days.map((other) => (other.id === day.id ? sortedByTime(other) : other)),
    }),
    failure: () => messages().itinerary.day.sortFailed,
  });
}
