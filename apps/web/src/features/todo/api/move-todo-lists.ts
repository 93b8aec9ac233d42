import type { TodoListAnswer, TodoListMove } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { applyMoves } from '../board-drag';
import { moveConflict, movesAgainst } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist/position: only the lists a drop changed, applied by the server all or none. */
export async function moveTodoLists(moves: TodoListMove[]): Promise<void> {
  await api.call('moveTodoLists', { body: moves });
}

export function useMoveTodoLists() {
  return useOptimisticBoardMutation({
    request: moveTodoLists,
    apply: (lists, moves: TodoListMove[]) => applyMoves(lists, moves),
    failure: 'moveNotSaved',
    conflict: {
      conflictOf: (current: TodoListAnswer | TodoListAnswer[] | null, moves) => moveConflict(current, moves),
      again: movesAgainst,
    },
  });
}
