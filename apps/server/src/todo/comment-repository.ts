import { addToList, BOARD_ITEMS, deleteAtVersion, type BoardAccess } from './board-access';

/** A list's comments: add one, delete one. */
export function commentsOf(board: BoardAccess) {
  return {
    /** Adds the comment to its list; undefined when the list is not on the board. */
    createComment: (content: { toDoListId: string; title: string; description: string }) =>
      addToList(board, 'comments', content),

    deleteComment: (id: string, expected?: number) =>
      deleteAtVersion(board, BOARD_ITEMS.comment, id, expected),
  };
}
