import type { Itinerary, ItineraryItem } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { dayListId, dropOf, IDEAS, listsOf, moveAcross, moveItem, stripId } from './itinerary-drag';

const item = (id: string, dayId: string | null): ItineraryItem => ({
  id,
  dayId,
  position: id,
  kind: 'place',
  title: id,
  notes: '',
  place: null,
  start: null,
  end: null,
  mode: null,
  from: null,
  to: null,
  carrier: '',
  number: '',
  version: 1,
  can: { edit: true, delete: true },
});

const day = (id: string, items: string[]) => ({
  id,
  date: null,
  title: id,
  notes: '',
  version: 1,
  can: { edit: true, delete: true },
  items: items.map((itemId) => item(itemId, id)),
});

const itinerary: Itinerary = {
  tripId: '00000000-0000-4000-8000-000000000000',
  days: [day('d1', ['a', 'b', 'c']), day('d2', ['x'])],
  ideas: [item('i1', null)],
};

const ids = (items: readonly ItineraryItem[] | undefined) => items?.map((shown) => shown.id);

describe('a drop', () => {
  const saved = listsOf(itinerary);

  it('within a day names the neighbour before the item, else the one after', () => {
    expect(dropOf(saved, saved, 'a', 'c')).toEqual({ dayId: 'd1', after: 'c' });
    expect(dropOf(saved, saved, 'c', 'a')).toEqual({ dayId: 'd1', before: 'a' });
    expect(dropOf(saved, saved, 'c', 'b')).toEqual({ dayId: 'd1', after: 'a' });
  });

  it('where the item was is no move', () => {
    expect(dropOf(saved, saved, 'b', 'b')).toBeNull();
    expect(dropOf(saved, saved, 'b', dayListId('d1'))).toBeNull();
  });

  it('into another day lands where the preview put it', () => {
    const preview = moveAcross(saved, 'b', 'x', false);
    expect(ids(preview[dayListId('d2')])).toEqual(['b', 'x']);
    expect(dropOf(saved, preview, 'b', dayListId('d2'))).toEqual({ dayId: 'd2', before: 'x' });
    const below = moveAcross(saved, 'b', 'x', true);
    expect(dropOf(saved, below, 'b', dayListId('d2'))).toEqual({ dayId: 'd2', after: 'x' });
  });

  it('to the ideas and back names no day, then the day', () => {
    const toIdeas = moveAcross(saved, 'a', IDEAS);
    expect(dropOf(saved, toIdeas, 'a', IDEAS)).toEqual({ dayId: null, after: 'i1' });
    // Once in the day, the item's own place is under the pointer: it is dropped over itself.
    const fromIdeas = moveAcross(saved, 'i1', 'a');
    expect(dropOf(saved, fromIdeas, 'i1', 'i1')).toEqual({ dayId: 'd1', before: 'a' });
  });

  it('on a day of the phone’s strip goes to that day’s end', () => {
    const preview = moveAcross(saved, 'a', stripId('d2'));
    expect(dropOf(saved, preview, 'a', stripId('d2'))).toEqual({ dayId: 'd2', after: 'x' });
  });

  it('on nothing the itinerary knows does nothing', () => {
    expect(dropOf(saved, saved, 'a', 'somewhere')).toBeNull();
  });
});

describe('a move', () => {
  it('puts the item next to its neighbour, or at the end, and changes no other day', () => {
    const moved = moveItem(itinerary, 'a', { dayId: 'd2', before: 'x' });
    expect(ids(moved.days[0]?.items)).toEqual(['b', 'c']);
    expect(ids(moved.days[1]?.items)).toEqual(['a', 'x']);
    expect(moved.days[1]?.items[0]?.dayId).toBe('d2');
    const toEnd = moveItem(itinerary, 'x', { dayId: 'd1' });
    expect(ids(toEnd.days[0]?.items)).toEqual(['a', 'b', 'c', 'x']);
    const within = moveItem(itinerary, 'a', { dayId: 'd1', after: 'b' });
    expect(ids(within.days[0]?.items)).toEqual(['b', 'a', 'c']);
    expect(within.days[1]).toBe(itinerary.days[1]);
    expect(within.ideas).toBe(itinerary.ideas);
  });

  it('of an item no longer there leaves the itinerary as it is', () => {
    expect(moveItem(itinerary, 'gone', { dayId: 'd1' })).toBe(itinerary);
  });
});
