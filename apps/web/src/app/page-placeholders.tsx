import { Card } from '../components/ui/card';
import { RetryButton } from '../components/ui/retry-button';
import { MessageBox } from '../components/ui/message-box';
import { LoadingRegion, Skeleton, SkeletonText } from '../components/ui/skeleton';
import { useMessages } from '../i18n/language';
import { pageTitleOf } from '../lib/page-titles';
import { DashboardSkeleton } from './routes/dashboard-skeleton';
import '../components/layout/page.css';
import './page-placeholders.css';

/** A page's title (grey when the path has none) and two cards, while the trip or a page's code is on its way. */
function PageSkeleton({ title }: { title?: string }) {
  const t = useMessages();
  return (
    <LoadingRegion label={t.layout.placeholder.loading} className="page page-skeleton">
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
  const t = useMessages();
  return pathname === '/' ? <DashboardSkeleton /> : <PageSkeleton title={pageTitleOf(pathname, t)} />;
}

/** The trip could not be loaded (network or server failure): say so and offer to try again. */
export function TripLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useMessages();
  return (
    <div className="page trip-load-failed">
      <MessageBox
        type="server_error"
        title={t.layout.tripLoadFailed.title}
        text={t.layout.tripLoadFailed.text}
      />
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
