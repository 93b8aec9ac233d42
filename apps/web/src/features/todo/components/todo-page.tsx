import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useTodoLists } from '../api/get-todo-lists';
import { BoardNoticeContext, type BoardNotice } from '../board-notice';
import { useTripAccess } from '@/lib/current-trip';
import { useArrived } from '@/lib/use-arrived';
import { useNow } from '@/lib/use-now';
import { AddTodoListModal } from './add-todo-list-modal';
import { EditTodoListModal } from './edit-todo-list-modal';
import { TodoBoard } from './todo-board';
import { TodoBoardSkeleton } from './todo-board-skeleton';
import './todo-board.css';
import { pageTitle } from '@/lib/page-titles';
import { useMessages } from '@/i18n/language';
import { viewerNotice } from '../messages';

/**
 * /todolist: the three-column board, the 'Add To do list' modal and the edit modal of a clicked card, or
 * of the list `?list=<id>` names (a notification's or the calendar's link; an unknown id opens none).
 * A viewer of the trip sees the board, and why they cannot change it: no add, no drag, no edit.
 */
export function TodoPage() {
  const t = useMessages();
  const board = useTodoLists();
  const access = useTripAccess();
  const canWrite = access.may.write;
  const arrived = useArrived(board.data, { deferOnMount: true });
  const now = useNow();
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();
  const linkedId = new URLSearchParams(useSearch()).get('list');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const noticeContext = useMemo<BoardNotice>(
    () => ({ notice, notify: setNotice, dismiss: () => setNotice(null) }),
    [notice],
  );
  const closeAdd = useCallback(() => setAdding(false), []);
  const shownId = openId ?? linkedId;
  const openList = shownId && arrived ? board.data?.find((list) => list.id === shownId) : undefined;
  const closeList = () => {
    setOpenId(null);
    // Or the link would open it again: closed, the board is all the address shows.
    if (linkedId !== null) navigate('/todolist', { replace: true });
  };

  return (
    <BoardNoticeContext value={noticeContext}>
      <Page
        title={pageTitle('/todolist')}
        actions={
          canWrite && (
            <Button icon={<Plus aria-hidden="true" size={20} />} onClick={() => setAdding(true)}>
              {t.todo.page.addList}
            </Button>
          )
        }
      >
        {access.known && !canWrite && <MessageBox {...viewerNotice(t)} />}
        {notice && <MessageBox {...notice} onClose={() => setNotice(null)} />}
        {board.data && arrived && access.known ? (
          <TodoBoard lists={board.data} now={now} onOpen={setOpenId} readOnly={!canWrite} />
        ) : board.isError ? (
          <div className="todo-load-error">
            <MessageBox
              type="server_error"
              title={t.todo.page.loadFailed}
              text={t.todo.page.loadFailedText}
            />
            <Button
              variant="secondary"
              busy={board.isFetching}
              busyLabel={t.common.loading}
              onClick={() => void board.refetch()}
            >
              {t.common.retry}
            </Button>
          </div>
        ) : (
          <TodoBoardSkeleton />
        )}
      </Page>
      <AddTodoListModal open={adding && canWrite} onClose={closeAdd} />
      {openList && (
        <EditTodoListModal key={openList.id} list={openList} readOnly={!canWrite} onClose={closeList} />
      )}
    </BoardNoticeContext>
  );
}
