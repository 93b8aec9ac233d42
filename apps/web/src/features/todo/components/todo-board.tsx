import { TODO_COLUMNS, type TodoList } from '@wayfarer/core';
import { defaultDropAnimationSideEffects, DndContext, DragOverlay, type DropAnimation } from '@dnd-kit/core';
import { createPortal } from 'react-dom';
import { useMessages } from '@/i18n/language';
import { useDrawnDepth } from '@/lib/use-drawn-depth';
import { columnTitle } from '../messages';
import { useBoardDrag } from '../use-board-drag';
import { TodoCardOverlay } from './todo-card';
import { TodoColumn } from './todo-column';
import './todo-board.css';

/** Spec section 9: the drop animation lasts 0.33 to 0.55 s. */
const dropAnimation: DropAnimation = {
  duration: 420,
  easing: 'cubic-bezier(0.2, 0.9, 0.3, 1.1)',
  sideEffects: defaultDropAnimationSideEffects({ styles: { active: { opacity: '0.4' } } }),
};

interface TodoBoardProps {
  lists: TodoList[];
  now: number;
  onOpen: (id: string) => void;
  /** A viewer's board: its cards open but are not dragged (the server would refuse the move). */
  readOnly?: boolean;
}

/**
 * A phone's screen shows the first three or four cards of a column: the first frame draws four of each,
 * then each frame two more of each, so that no frame of a slow phone holds a long task of drawing
 * (bench:long-tasks measures it).
 */
const DRAWN_CARDS = { first: 4, step: 2 };

/**
 * The three columns with drag and drop (see useBoardDrag), and the card that follows the pointer. A long
 * board is drawn a few cards deep per frame (useDrawnDepth); each column's count is its whole length.
 */
export function TodoBoard({ lists, now, onOpen, readOnly = false }: TodoBoardProps) {
  const t = useMessages();
  const { columns, dragged, dndContextProps } = useBoardDrag(lists);
  const depth = useDrawnDepth(
    Math.max(...TODO_COLUMNS.map(({ status }) => columns[status].length)),
    DRAWN_CARDS,
  );

  return (
    <DndContext {...dndContextProps}>
      <div className="todo-board">
        {TODO_COLUMNS.map(({ status }) => (
          <TodoColumn
            key={status}
            status={status}
            title={columnTitle(t, status)}
            lists={columns[status]}
            depth={depth}
            now={now}
            onOpen={onOpen}
            readOnly={readOnly}
          />
        ))}
      </div>
      {createPortal(
        <DragOverlay dropAnimation={dropAnimation}>
          {dragged ? <TodoCardOverlay list={dragged} now={now} /> : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
