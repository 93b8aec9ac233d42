import { boardColumns, moveCard, type BoardCard, type TodoListStatus } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  columnId,
  dropOf,
  findStatus,
  keyboardTargets,
  moveAcross,
  movesOf,
  statusOfColumnId,
} from './board-drag';

const card = (id: string, status: TodoListStatus, position: number): BoardCard => ({ id, status, position });

/** To do: a b c · In Progress: d · Done: (empty). */
const columns = () => boardColumns([card('a', 1, 0), card('b', 1, 1), card('c', 1, 2), card('d', 2, 0)]);
const ids = (cards: readonly BoardCard[]) => cards.map((item) => item.id);

describe('column ids', () => {
  it('round-trip and refuse anything else', () => {
    expect(statusOfColumnId(columnId(2))).toBe(2);
    expect(statusOfColumnId('column-4')).toBeNull();
    expect(statusOfColumnId('a')).toBeNull();
  });

  it('find the column of a card or of a column id', () => {
    expect(findStatus(columns(), 'b')).toBe(1);
    expect(findStatus(columns(), columnId(3))).toBe(3);
    expect(findStatus(columns(), 'zz')).toBeNull();
  });
});

describe('moving across columns while dragging', () => {
  it('puts the card at the place of the card it is over', () => {
    const moved = moveAcross(columns(), 'b', 'd');
    expect(ids(moved[1])).toEqual(['a', 'c']);
    expect(ids(moved[2])).toEqual(['b', 'd']);
  });

  it('puts it after that card when the pointer is below its middle', () => {
    expect(ids(moveAcross(columns(), 'b', 'd', true)[2])).toEqual(['d', 'b']);
  });

  it('puts it at the end of a column it is over directly, empty or not', () => {
    expect(ids(moveAcross(columns(), 'a', columnId(3))[3])).toEqual(['a']);
    expect(ids(moveAcross(columns(), 'd', columnId(1))[1])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves a move within one column, or over nothing known, to the sortable list', () => {
    const before = columns();
    expect(moveAcross(before, 'a', 'c')).toBe(before);
    expect(moveAcross(before, 'a', 'nowhere')).toBe(before);
  });
});

describe('reading the drop', () => {
  it('reorders within a column by taking the index of the card dropped on', () => {
    expect(dropOf(columns(), 'a', 'c')).toEqual({ activeId: 'a', status: 1, index: 2 });
    expect(dropOf(columns(), 'c', 'a')).toEqual({ activeId: 'c', status: 1, index: 0 });
  });

  it('keeps the place the preview gave a card that crossed columns', () => {
    const preview = moveAcross(columns(), 'b', 'd', true);
    expect(dropOf(preview, 'b', columnId(2))).toEqual({ activeId: 'b', status: 2, index: 1 });
    expect(dropOf(preview, 'b', 'b')).toEqual({ activeId: 'b', status: 2, index: 1 });
  });

  it('is null over nothing the board knows', () => {
    expect(dropOf(columns(), 'a', 'elsewhere')).toBeNull();
  });

  it('makes the move core renumbers as the spec says', () => {
    const lists = [card('a', 1, 0), card('b', 1, 1), card('c', 1, 2), card('d', 2, 0)];
    // Once across, the card's own placeholder is what the pointer is over.
    const preview = moveAcross(boardColumns(lists), 'a', 'd');
    const { changed } = moveCard(lists, dropOf(preview, 'a', 'a'));
    expect(movesOf(changed)).toEqual([
      { id: 'b', status: 1, position: 0 },
      { id: 'c', status: 1, position: 1 },
      { id: 'a', status: 2, position: 0 },
      { id: 'd', status: 2, position: 1 },
    ]);
  });

  it('carry the version each card was read at, so a move over a companion’s change is refused', () => {
    expect(movesOf([{ ...card('a', 2, 0), version: 7 }, card('b', 1, 0)])).toStrictEqual([
      { id: 'a', status: 2, position: 0, version: 7 },
      { id: 'b', status: 1, position: 0, version: undefined },
    ]);
  });
});

describe('keyboard targets', () => {
  const sorted = (set: Set<string> | null) => (set ? [...set].sort() : set);

  it('keep up and down within the column', () => {
    expect(sorted(keyboardTargets(columns(), 1, 'ArrowDown'))).toEqual(['a', 'b', 'c']);
    expect(sorted(keyboardTargets(columns(), 2, 'ArrowUp'))).toEqual(['d']);
  });

  it('take left and right to the cards of the next column, or to the column when it is empty', () => {
    expect(sorted(keyboardTargets(columns(), 1, 'ArrowRight'))).toEqual(['d']);
    expect(sorted(keyboardTargets(columns(), 2, 'ArrowLeft'))).toEqual(['a', 'b', 'c']);
    expect(sorted(keyboardTargets(columns(), 2, 'ArrowRight'))).toEqual([columnId(3)]);
  });

  it('go nowhere past the first or last column, and leave other keys alone', () => {
    expect(sorted(keyboardTargets(columns(), 1, 'ArrowLeft'))).toEqual([]);
    expect(sorted(keyboardTargets(columns(), 3, 'ArrowRight'))).toEqual([]);
    expect(keyboardTargets(columns(), 1, 'Space')).toBeNull();
  });
});

describe('applying moves', () => {
  it('sets status and position and keeps each column sorted', () => {
    const lists = [card('a', 1, 0), card('b', 1, 1), card('d', 2, 0)];
    const after = applyMoves(lists, [
      { id: 'b', status: 1, position: 0 },
      { id: 'a', status: 2, position: 0 },
      { id: 'd', status: 2, position: 1 },
    ]);
    expect(after).toEqual([card('b', 1, 0), card('a', 2, 0), card('d', 2, 1)]);
  });

  it('ignores moves of cards that are gone', () => {
    const lists = [card('a', 1, 0)];
    expect(applyMoves(lists, [{ id: 'x', status: 2, position: 0 }])).toEqual(lists);
  });
});
