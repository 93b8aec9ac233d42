import { TodoStatus, type TodoList, type TodoListStatus } from '@wayfarer/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CircleCheckBig, Inbox, MoveRight } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '@/i18n/language';
import { columnId } from '../board-drag';
import { columnKey } from '../messages';
import { SortableTodoCard } from './todo-card';

interface TodoColumnProps {
  status: TodoListStatus;
  title: string;
  lists: TodoList[];
  /** How many of its cards are drawn so far (the board draws a long one in slices). */
  depth: number;
  now: number;
  onOpen: (id: string) => void;
  /** A viewer's board: nothing is dragged here, and the empty column's hint says nothing of dragging. */
  readOnly?: boolean;
}

/** The icon of an empty column; its words are the catalogue's (todo.column.empty). */
const EMPTY_ICONS: Record<TodoListStatus, typeof Inbox> = {
  [TodoStatus.toDo]: Inbox,
  [TodoStatus.inProgress]: MoveRight,
  [TodoStatus.done]: CircleCheckBig,
};

/** One column of the board: a drop target even when empty, its cards sortable within it. */
export function TodoColumn({ status, title, lists, depth, now, onOpen, readOnly = false }: TodoColumnProps) {
  const t = useMessages();
  const headingId = useId();
  const drawn = depth < lists.length ? lists.slice(0, depth) : lists;
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), disabled: readOnly });
  const empty = t.todo.column.empty[columnKey(status)];
  const EmptyIcon = EMPTY_ICONS[status];

  return (
    <section
      ref={setNodeRef}
      className={['todo-column', `todo-column--${status}`, isOver && 'todo-column--over']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      data-status={status}
    >
      <header className="todo-column__head">
        <h2 id={headingId} className="todo-column__title">
          {title}
        </h2>
        <span className="todo-column__count">
          {lists.length}
          <span className="visually-hidden">{t.todo.column.countUnit(lists.length)}</span>
        </span>
      </header>
      <SortableContext
        id={columnId(status)}
        items={drawn.map((list) => list.id)}
        strategy={verticalListSortingStrategy}
      >
        {lists.length > 0 ? (
          <ol className="todo-column__cards">
            {drawn.map((list) => (
              <SortableTodoCard key={list.id} list={list} now={now} onOpen={onOpen} readOnly={readOnly} />
            ))}
          </ol>
        ) : (
          <div className="todo-column__empty">
            <EmptyIcon aria-hidden="true" size={24} />
            <p className="todo-column__empty-text">{empty.text}</p>
            {!readOnly && <p className="todo-column__empty-hint">{empty.hint}</p>}
          </div>
        )}
      </SortableContext>
    </section>
  );
}
