import { createContext, useContext } from 'react';
import type { Message } from '@/components/ui/message-box';

export interface BoardNotice {
  /** The last refusal of the server, shown over the board (and in the open list's modal). */
  notice: Message | null;
  notify(message: Message): void;
  dismiss(): void;
}

/** Outside the board (the dashboard) a refusal is only logged. */
export const BoardNoticeContext = createContext<BoardNotice>({
  notice: null,
  notify: (message) => console.error(message.title, message.text),
  dismiss: () => undefined,
});

export const useBoardNotice = () => useContext(BoardNoticeContext);
