import type { Message } from '../../components/ui/message-box';

/** The board's words for a trip planned together: a viewer's, and who added what. */
export const sharedBoardTexts = {
  viewerNotice: {
    type: 'attention',
    title: 'You are a viewer of this trip.',
    text: 'Only its owner and editors can change the board: add, edit, move or delete lists, tasks, comments and attachments.',
  },
  /** The read-only modal's title, where the editable one says 'Edit To do list'. */
  listTitle: 'To do list',
  date: 'Date',
  done: 'done',
  notDone: 'not done',
} as const satisfies Record<string, Message | string>;
