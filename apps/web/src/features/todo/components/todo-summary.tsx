import { TODO_COLUMNS, type TodoList } from '@wayfarer/core';
import { CalendarClock, CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTodoLists } from '../api/get-todo-lists';
import { summarizeBoard } from '../board-summary';
import { formatListDate, isLate } from '../todo-dates';
import { localDay } from '@/lib/calendar-day';
import { useNow } from '@/lib/use-now';
import { useMessages } from '@/i18n/language';
import { columnTitle } from '../messages';
import { CardTitleLink } from '@/components/ui/card-title-link';
import './todo-summary.css';

/** The dashboard's to-do summary: lists per column and the next lists to finish, by date. */
export function TodoSummary({ className }: { className?: string }) {
  const t = useMessages();
  const headingId = useId();
  const board = useTodoLists();
  return (
    <Card className={['todo-summary', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="todo-summary__heading">
        <CardTitleLink to="/todolist">{t.todo.summary.title}</CardTitleLink>
      </h2>
      {board.data ? (
        <TodoSummaryContent lists={board.data} />
      ) : board.isError ? (
        <p className="todo-summary__empty">{t.todo.summary.loadFailed}</p>
      ) : (
        <TodoSummarySkeleton />
      )}
    </Card>
  );
}

function TodoSummaryContent({ lists }: { lists: TodoList[] }) {
  const t = useMessages();
  const today = localDay(useNow());
  const { counts, next } = summarizeBoard(lists);
  if (lists.length === 0) {
    return (
      <div className="todo-summary__empty">
        <p>{t.todo.summary.empty}</p>
        <Link to="/todolist">{t.todo.summary.planFirst}</Link>
      </div>
    );
  }
  return (
    <>
      <dl className="todo-summary__counts">
        {TODO_COLUMNS.map(({ status }) => (
          <div key={status} className={`todo-summary__count todo-summary__count--${status}`}>
            <dt>{columnTitle(t, status)}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="todo-summary__subheading">{t.todo.summary.nextUp}</h3>
      {next.length === 0 ? (
        <p className="todo-summary__empty">{t.todo.summary.allDone}</p>
      ) : (
        <ul className="todo-summary__next">
          {next.map((list) => {
            const late = isLate(list.dateDay, today);
            const DateIcon = late ? CalendarClock : CalendarDays;
            return (
              <li key={list.id} className="todo-summary__item">
                <span className="todo-summary__dot" style={{ background: list.color }} aria-hidden="true" />
                <span className="todo-summary__title">{list.title}</span>
                <span
                  className={['todo-summary__date', late && 'todo-summary__date--late']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <DateIcon aria-hidden="true" size={16} />
                  {formatListDate(list.dateDay)}
                  {late && <span className="visually-hidden">{t.todo.summary.late}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function TodoSummarySkeleton() {
  const t = useMessages();
  return (
    <LoadingRegion label={t.todo.summary.loading} className="todo-summary__loading">
      <div className="todo-summary__counts">
        {TODO_COLUMNS.map(({ status }) => (
          <Skeleton key={status} shape="block" height={72} />
        ))}
      </div>
      <Skeleton width={72} />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="todo-summary__item">
          <Skeleton shape="circle" width={12} />
          <Skeleton width={`${64 - index * 12}%`} />
        </div>
      ))}
    </LoadingRegion>
  );
}
