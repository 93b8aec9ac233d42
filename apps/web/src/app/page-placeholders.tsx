import { Card } from '../components/ui/card';
import { RetryButton } from '../components/ui/retry-button';
import { MessageBox } from '../components/ui/message-box';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/skeleton';
import { pageTitleOf } from '../lib/page-titles';
import { DashboardSkeleton } from './routes/dashboard-skeleton';
import '../components/layout/page.css';
import './page-placeholders.css';

/** A page's title (grey when the path has none) and two cards, while the trip or a page's code is on its way. */
function PageSkeleton({ title }: { title?: string }) {
  return (
    <LoadingRegion label="Loading" className="page page-skeleton">
      <div className="page__head">
        {title ? <h1>{title}</h1> : <Skeleton shape="title" className="page-skeleton__title" />}
      </div>
      <div className="page-skeleton__cards">
        <Card>
          <Skeleton shape="title" />
          <SkeletonText lines={3} />
        </Card>
        <Card>
          <Skeleton shape="title" />
          <SkeletonText lines={3} />
        </Card>
      </div>
    </LoadingRegion>
  );
}

/**
 * A signed-in page while the trip or its code is on its way: its title and two cards; the dashboard's
 * placeholders have its grid's shape, so its cards do not jump when it arrives.
 */
export function PagePlaceholder({ pathname }: { pathname: string }) {
  return pathname === '/' ? <DashboardSkeleton /> : <PageSkeleton title={pageTitleOf(pathname)} />;
}

/** The trip could not be loaded (network or server failure): say so and offer to try again. */
export function TripLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="page trip-load-failed">
      <MessageBox
        type="server_error"
        title="Your trip could not be loaded."
        text="Check your connection, then try again."
      />
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
