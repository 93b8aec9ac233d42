import type { TodoListStatus } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { summarizeBoard } from './board-summary';

const list = (id: string, status: TodoListStatus, position: number, dateDay: string) => ({
  id,
  status,
  position,
  dateDay,
});

describe('the dashboard to-do summary', () => {
  const lists = [
    list('visa', 1, 0, '2026-05-05'),
    list('flights', 1, 1, '2026-01-10'),
    list('hotel', 2, 0, '2026-03-03'),
    list('bags', 3, 0, '2025-12-31'),
    list('insurance', 1, 2, '2026-04-04'),
    list('adapter', 2, 1, '2026-02-02'),
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
