import { TodoStatus, type TodoList } from '@wayfarer/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useAddedBy } from '@/lib/current-trip';
import { localDay } from '@/lib/calendar-day';
import { useMessages } from '@/i18n/language';
import { nearestOpenDue } from '../due-dates';
import { formatListDate, isLate } from '../todo-dates';
import { WaitingMark } from '@/components/ui/waiting-mark';
import { DueBadge } from './due-badge';
import './todo-card.css';

interface TodoCardProps {
  list: TodoList;
  now: number;
  onOpen: (id: string) => void;
  /** A viewer's board: the card opens, but is not dragged and has no move handle. */
  readOnly?: boolean;
}

/*
 * The card's icons are CSS masks (todo-card.css), not inline SVG: a board of 40 cards drew over a
 * thousand SVG elements that the browser lays out and paints on every change.
 */

/**
 * A card on the board. The mouse (after 5 px) and a touch (after a 120 ms press) drag it from anywhere;
 * the keyboard drags it from its handle, so Enter on the card itself still opens it.
 */
export function SortableTodoCard({ list, now, onOpen, readOnly = false }: TodoCardProps) {
  const t = useMessages();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: list.id, data: { status: list.status }, disabled: readOnly });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };

  if (readOnly) {
    return (
      <li ref={setNodeRef} className="todo-card todo-card--static">
        <TodoCardContent list={list} now={now} onOpen={onOpen} handle={null} />
      </li>
    );
  }
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={['todo-card', isDragging && 'todo-card--placeholder'].filter(Boolean).join(' ')}
      {...listeners}
    >
      <TodoCardContent
        list={list}
        now={now}
        onOpen={onOpen}
        handle={
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="icon-button todo-card__handle"
            {...attributes}
            aria-label={t.todo.card.move(list.title)}
          />
        }
      />
    </li>
  );
}

/**
 * The card as it follows the pointer (dnd-kit's DragOverlay): the same look, lifted and tilted. The tilt
 * is on an inner element: dnd-kit measures the outer one, and a rotated box would be measured wider
 * than the card, which misleads the keyboard's search for the next place.
 */
export function TodoCardOverlay({ list, now }: { list: TodoList; now: number }) {
  return (
    <div>
      <div className="todo-card todo-card--overlay">
        <TodoCardContent
          list={list}
          now={now}
          handle={<span className="icon-button todo-card__handle" aria-hidden="true" />}
        />
      </div>
    </div>
  );
}

interface TodoCardContentProps {
  list: TodoList;
  now: number;
  handle: ReactNode;
  onOpen?: (id: string) => void;
}

function TodoCardContent({ list, now, handle, onOpen }: TodoCardContentProps) {
  const t = useMessages();
  const detailsId = useId();
  const addedBy = useAddedBy()(list.createdBy);
  // A list that is done is not late, whatever its date.
  const late = list.status !== TodoStatus.done && isLate(list.dateDay, localDay(now));
  const nextDue = nearestOpenDue(list.tasks);
  return (
    <>
      <div className="todo-card__body">
        <span className="todo-card__head">
          <span className="todo-card__dot" style={{ background: list.color }} aria-hidden="true" />
          {onOpen ? (
            // Named by the title it shows alone (what a voice user says to press it), yet it covers the
            // whole card (todo-card.css): the rest of the card describes it.
            <button
              type="button"
              className="todo-card__title todo-card__open"
              aria-describedby={detailsId}
              onClick={() => onOpen(list.id)}
            >
              {list.title}
            </button>
          ) : (
            <span className="todo-card__title">{list.title}</span>
          )}
        </span>
        <span id={detailsId} className="todo-card__details">
          <span className="todo-card__description">{list.description}</span>
          {addedBy && <span className="todo-card__added-by">{addedBy}</span>}
          {nextDue && <DueBadge day={nextDue} done={false} today={localDay(now)} wording="card" />}
          <WaitingMark itemIds={partsOf(list)} />
          <span className="todo-card__footer">
            <span className={['todo-card__date', late && 'todo-card__date--late'].filter(Boolean).join(' ')}>
              <time dateTime={list.dateDay}>{formatListDate(list.dateDay)}</time>
              {late && <span className="todo-card__late">{t.todo.card.late}</span>}
            </span>
            <CardIcons list={list} />
          </span>
        </span>
      </div>
      {handle}
    </>
  );
}

/** The list and what it holds, any of which a change made offline may be waiting for. */
const partsOf = (list: TodoList) => [
  list.id,
  ...list.tasks.map((task) => task.id),
  ...list.comments.map((comment) => comment.id),
];

/** Whether the list has tasks, attachments or comments, with how many. */
function CardIcons({ list }: { list: TodoList }) {
  const t = useMessages();
  const tasks = list.tasks.length;
  const done = list.tasks.filter((task) => task.done).length;
  const attachments = list.attachments.length;
  const comments = list.comments.length;
  if (tasks + attachments + comments === 0) return null;
  return (
    <span className="todo-card__icons">
      {tasks > 0 && (
        <span
          className={['todo-card__icon todo-card__icon--tasks', done === tasks && 'todo-card__icon--complete']
            .filter(Boolean)
            .join(' ')}
        >
          <span aria-hidden="true">
            {done}/{tasks}
          </span>
          <span className="visually-hidden">{t.todo.card.tasksDone(done, tasks)}</span>
        </span>
      )}
      {attachments > 0 && (
        <span className="todo-card__icon todo-card__icon--attachments">
          <span aria-hidden="true">{attachments}</span>
          <span className="visually-hidden">{t.todo.card.attachments(attachments)}</span>
        </span>
      )}
      {comments > 0 && (
        <span className="todo-card__icon todo-card__icon--comments">
          <span aria-hidden="true">{comments}</span>
          <span className="visually-hidden">{t.todo.card.comments(comments)}</span>
        </span>
      )}
    </span>
  );
}
