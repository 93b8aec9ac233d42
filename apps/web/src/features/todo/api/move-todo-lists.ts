import type { TodoListAnswer, TodoListMove } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { sendOrQueue } from '@/lib/offline/waiting-changes';
import { applyMoves } from '../board-drag';
import { moveConflict, movesAgainst } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist/position: only the lists a drop changed, applied by the server all or none; waits offline. */
export async function moveTodoLists(moves: TodoListMove[]): Promise<void> {
  await sendOrQueue({
    endpoint: 'moveTodoLists',
    input: { body: moves },
    subject: messages().offline.subjects.lists,
    itemId: moves[0]?.id ?? null,
  });
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
