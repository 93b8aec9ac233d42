import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODO_STATUSES, type TodoListStatus } from './board';
import { boardColumns, moveCard, type BoardCard } from './board-moves';

interface Card extends BoardCard {
  title: string;
}

const card = (id: string, status: TodoListStatus, position: number): Card => ({
  id,
  status,
  position,
  title: `Card ${id}`,
});

/** To do: a b c d · In Progress: e f · Done: (empty). */
const board = (): Card[] => [
  card('a', 1, 0),
  card('b', 1, 1),
  card('c', 1, 2),
  card('d', 1, 3),
  card('e', 2, 0),
  card('f', 2, 1),
];

const idsOf = (cards: readonly Card[], status: TodoListStatus) =>
  cards.filter((item) => item.status === status).map((item) => item.id);
const places = (cards: readonly BoardCard[]) =>
  cards.map(({ id, status, position }) => ({ id, status, position }));

describe('moveCard within a column', () => {
  it('moves a card down and renumbers the cards it passed', () => {
    const { lists, changed } = moveCard(board(), { activeId: 'a', status: 1, index: 2 });
    expect(idsOf(lists, 1)).toEqual(['b', 'c', 'a', 'd']);
    expect(places(changed)).toEqual([
      { id: 'b', status: 1, position: 0 },
      { id: 'c', status: 1, position: 1 },
      { id: 'a', status: 1, position: 2 },
    ]);
  });

  it('moves a card up and renumbers the cards it passed', () => {
    const { lists, changed } = moveCard(board(), { activeId: 'd', status: 1, index: 1 });
    expect(idsOf(lists, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(places(changed)).toEqual([
      { id: 'd', status: 1, position: 1 },
      { id: 'b', status: 1, position: 2 },
      { id: 'c', status: 1, position: 3 },
    ]);
  });

  it('changes nothing when a card is dropped on its own place', () => {
    const before = board();
    const { lists, changed } = moveCard(before, { activeId: 'b', status: 1, index: 1 });
    expect(changed).toEqual([]);
    expect(lists).toEqual(before);
  });
});

describe('moveCard to another column', () => {
  it('puts the card at the top, taking the column status, and shifts the others down', () => {
    const { lists, changed } = moveCard(board(), { activeId: 'b', status: 2, index: 0 });
    expect(idsOf(lists, 1)).toEqual(['a', 'c', 'd']);
    expect(idsOf(lists, 2)).toEqual(['b', 'e', 'f']);
    expect(places(changed)).toEqual([
      { id: 'c', status: 1, position: 1 },
      { id: 'd', status: 1, position: 2 },
      { id: 'b', status: 2, position: 0 },
      { id: 'e', status: 2, position: 1 },
      { id: 'f', status: 2, position: 2 },
    ]);
  });

  it('puts the card in the middle', () => {
    const { lists, changed } = moveCard(board(), { activeId: 'd', status: 2, index: 1 });
    expect(idsOf(lists, 2)).toEqual(['e', 'd', 'f']);
    expect(places(changed)).toEqual([
      { id: 'd', status: 2, position: 1 },
      { id: 'f', status: 2, position: 2 },
    ]);
  });

  it('puts the card at the end, and an index past the end means the end', () => {
    const atEnd = moveCard(board(), { activeId: 'a', status: 2, index: 2 });
    const pastEnd = moveCard(board(), { activeId: 'a', status: 2, index: 99 });
    expect(idsOf(atEnd.lists, 2)).toEqual(['e', 'f', 'a']);
    expect(pastEnd).toEqual(atEnd);
    expect(places(atEnd.changed)).toEqual([
      { id: 'b', status: 1, position: 0 },
      { id: 'c', status: 1, position: 1 },
      { id: 'd', status: 1, position: 2 },
      { id: 'a', status: 2, position: 2 },
    ]);
  });

  it('puts the card into an empty column at position 0', () => {
    const { lists, changed } = moveCard(board(), { activeId: 'f', status: 3, index: 0 });
    expect(idsOf(lists, 3)).toEqual(['f']);
    expect(idsOf(lists, 2)).toEqual(['e']);
    expect(places(changed)).toEqual([{ id: 'f', status: 3, position: 0 }]);
  });

  it('treats a negative index as the top', () => {
    const { lists } = moveCard(board(), { activeId: 'a', status: 2, index: -3 });
    expect(idsOf(lists, 2)).toEqual(['a', 'e', 'f']);
  });
});

describe('moveCard with nothing to do', () => {
  it('changes nothing for a drop outside any column', () => {
    const before = board();
    const { lists, changed } = moveCard(before, null);
    expect(changed).toEqual([]);
    expect(lists).toEqual(before);
  });

  it('changes nothing for an unknown card', () => {
    expect(moveCard(board(), { activeId: 'zz', status: 2, index: 0 }).changed).toEqual([]);
  });
});

describe('moveCard on columns with gaps in positions', () => {
  const gapped = (): Card[] => [card('a', 1, 0), card('b', 1, 4), card('c', 1, 9), card('e', 2, 7)];

  it('orders each column by position whatever the input order', () => {
    const shuffled = [card('c', 1, 9), card('e', 2, 7), card('a', 1, 0), card('b', 1, 4)];
    expect(boardColumns(shuffled)[1].map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(moveCard(shuffled, null).lists.map((item) => item.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('renumbers the whole affected column, leaving the others alone', () => {
    const { lists, changed } = moveCard(gapped(), { activeId: 'c', status: 1, index: 0 });
    expect(idsOf(lists, 1)).toEqual(['c', 'a', 'b']);
    expect(places(changed)).toEqual([
      { id: 'c', status: 1, position: 0 },
      { id: 'a', status: 1, position: 1 },
      { id: 'b', status: 1, position: 2 },
    ]);
  });

  it('renumbers both columns of a move between them', () => {
    const { changed } = moveCard(gapped(), { activeId: 'b', status: 2, index: 1 });
    expect(places(changed)).toEqual([
      { id: 'c', status: 1, position: 1 },
      { id: 'e', status: 2, position: 0 },
      { id: 'b', status: 2, position: 1 },
    ]);
  });
});

describe('moveCard results', () => {
  it('returns only the cards whose status or position differ, with their other fields kept', () => {
    const before = board();
    const { lists, changed } = moveCard(before, { activeId: 'c', status: 1, index: 3 });
    expect(places(changed)).toEqual([
      { id: 'd', status: 1, position: 2 },
      { id: 'c', status: 1, position: 3 },
    ]);
    expect(changed.map((item) => item.title)).toEqual(['Card d', 'Card c']);
    const untouched = lists.filter((item) => !changed.includes(item));
    expect(untouched.every((item) => before.includes(item))).toBe(true);
  });

  it('never mutates the cards it was given', () => {
    const before = board();
    const snapshot = before.map((item) => ({ ...item }));
    moveCard(before, { activeId: 'a', status: 3, index: 0 });
    expect(before).toEqual(snapshot);
  });
});

describe('moveCard properties', () => {
  const statusArbitrary = fc.constantFrom<TodoListStatus>(1, 2, 3);
  /** A tidy board, as the server keeps it: positions 0..n-1 in each column. */
  const startArbitrary = fc.array(statusArbitrary, { maxLength: 12 }).map((statuses) => {
    const counts: Record<TodoListStatus, number> = { 1: 0, 2: 0, 3: 0 };
    return statuses.map((status, i) => card(`c${i}`, status, counts[status]++));
  });
  const dropArbitrary = fc.option(
    fc.record({ pick: fc.nat(), status: statusArbitrary, index: fc.integer({ min: -2, max: 15 }) }),
  );

  it('keeps every column numbered 0..n-1 and loses or duplicates no card over any sequence of moves', () => {
    fc.assert(
      fc.property(startArbitrary, fc.array(dropArbitrary, { maxLength: 20 }), (start, drops) => {
        let lists = start;
        for (const drop of drops) {
          const activeId = lists.length > 0 && drop ? lists[drop.pick % lists.length]!.id : 'none';
          const before = new Map(lists.map((item) => [item.id, item]));
          const result = moveCard(lists, drop && { activeId, status: drop.status, index: drop.index });
          for (const item of result.lists) {
            const previous = before.get(item.id)!;
            const differs = previous.status !== item.status || previous.position !== item.position;
            expect(result.changed.includes(item)).toBe(differs);
          }
          lists = result.lists;
        }
        expect(lists.map((item) => item.id).sort()).toEqual(start.map((item) => item.id).sort());
        const columns = boardColumns(lists);
        for (const status of TODO_STATUSES) {
          expect(columns[status].map((item) => item.position)).toEqual(
            columns[status].map((_, index) => index),
          );
        }
      }),
    );
  });
});
