import type { TodoListStatus } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { summarizeBoard } from './board-summary';

const list = (id: string, status: TodoListStatus, position: number, date: number) => ({
  id,
  status,
  position,
  date,
});

describe('the dashboard to-do summary', () => {
  const lists = [
    list('visa', 1, 0, 500),
    list('flights', 1, 1, 100),
    list('hotel', 2, 0, 300),
    list('bags', 3, 0, 50),
    list('insurance', 1, 2, 400),
    list('adapter', 2, 1, 200),
  ];

  it('counts the lists of each column', () => {
    expect(summarizeBoard(lists).counts).toEqual({ 1: 3, 2: 2, 3: 1 });
  });

  it('shows the next unfinished lists by date, Done ones left out', () => {
    expect(summarizeBoard(lists).next.map((item) => item.id)).toEqual([
      'flights',
      'adapter',
      'hotel',
      'insurance',
    ]);
    expect(summarizeBoard(lists, 2).next.map((item) => item.id)).toEqual(['flights', 'adapter']);
  });

  it('is all zeros and no lists for an empty board', () => {
    expect(summarizeBoard([])).toEqual({ counts: { 1: 0, 2: 0, 3: 0 }, next: [] });
  });
});
