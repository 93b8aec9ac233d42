import { Page } from '../../../components/layout/page';
import { LoadingRegion, Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import './todo.css';

/** The board's shape: three columns, one skeleton card each (spec: three skeleton cards until loaded). */
export function TodoPage() {
  return (
    <Page title="To Do List" actions={<Skeleton shape="pill" width={180} />}>
      <LoadingRegion label="Loading your to-do lists" className="todo-board">
        {Array.from({ length: 3 }, (_, column) => (
          <div key={column} className="todo-board__column">
            <Skeleton shape="title" width="45%" />
            <div className="todo-card-skeleton">
              <div className="todo-card-skeleton__title">
                <Skeleton shape="circle" width={12} />
                <Skeleton shape="title" width="60%" />
              </div>
              <SkeletonText lines={2} />
              <div className="todo-card-skeleton__footer">
                <Skeleton width={96} />
                <Skeleton width={64} />
              </div>
            </div>
          </div>
        ))}
      </LoadingRegion>
    </Page>
  );
}
