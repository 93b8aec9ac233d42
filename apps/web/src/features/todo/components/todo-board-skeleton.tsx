import { TODO_COLUMNS } from '@wayfarer/core';
import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { columnTitle } from '../messages';
import './todo-board.css';
import './todo-card.css';

/** The board's shape while it loads: the three columns with one skeleton card each (spec: three cards). */
export function TodoBoardSkeleton() {
  const t = useMessages();
  return (
    <LoadingRegion label={t.todo.page.loading} className="todo-board">
      {TODO_COLUMNS.map(({ status }) => (
        <div key={status} className={`todo-column todo-column--${status}`}>
          <div className="todo-column__head">
            <span className="todo-column__title">{columnTitle(t, status)}</span>
            <Skeleton shape="circle" width={24} />
          </div>
          <div className="todo-column__cards">
            <div className="todo-card todo-card--skeleton">
              <div className="todo-card__head">
                <Skeleton shape="circle" width={12} />
                <Skeleton shape="title" width="60%" />
              </div>
              <SkeletonText lines={2} />
              <div className="todo-card__footer">
                <Skeleton width={104} />
                <Skeleton width={64} />
              </div>
            </div>
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
