import { TodoStatus, type TodoList, type TodoListStatus } from '@wayfarer/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CircleCheckBig, Inbox, MoveRight } from 'lucide-react';
import { useId } from 'react';
import { columnId } from '../board-drag';
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

const EMPTY: Record<TodoListStatus, { icon: typeof Inbox; text: string; hint: string }> = {
  [TodoStatus.toDo]: {
    icon: Inbox,
    text: 'Nothing to do here.',
    hint: 'Add a to-do list to start planning.',
  },
  [TodoStatus.inProgress]: {
    icon: MoveRight,
    text: 'Nothing in progress.',
    hint: 'Drag a list here when you start on it.',
  },
  [TodoStatus.done]: {
    icon: CircleCheckBig,
    text: 'Nothing done yet.',
    hint: 'Drag a list here when it is done.',
  },
};

/** One column of the board: a drop target even when empty, its cards sortable within it. */
export function TodoColumn({ status, title, lists, depth, now, onOpen, readOnly = false }: TodoColumnProps) {
  const headingId = useId();
  const drawn = depth < lists.length ? lists.slice(0, depth) : lists;
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), disabled: readOnly });
  const empty = EMPTY[status];
  const EmptyIcon = empty.icon;

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
          <span className="visually-hidden">{lists.length === 1 ? ' list' : ' lists'}</span>
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
