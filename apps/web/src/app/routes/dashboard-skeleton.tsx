import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import './dashboard.css';

/**
 * The dashboard's grid in grey while the trip or the page's code is on its way (spec section 2: "grey
 * placeholders while the trip is not loaded"); every card stands where its widget will. Sized by
 * dashboard.css, not by the Skeletons' props: this is also the page's first paint, drawn into its HTML
 * (app/signed-in-first-paint.tsx), where the CSP refuses style attributes.
 */
export function DashboardSkeleton() {
  const t = useMessages();
  return (
    <LoadingRegion label={t.dashboard.loading} className="page dashboard-skeleton">
      <div className="page__head">
        <h1>{t.layout.pageTitles['/']}</h1>
      </div>
      <div className="dashboard">
        <Card className="dashboard__deal">
          <Skeleton shape="title" className="dashboard-skeleton__deal-title" />
          <div className="dashboard-skeleton__row dashboard-skeleton__row--between">
            <Skeleton className="dashboard-skeleton__city" />
            <Skeleton className="dashboard-skeleton__city" />
          </div>
          <SkeletonText lines={2} />
          <Skeleton shape="pill" className="dashboard-skeleton__deal-button" />
        </Card>
        <Card className="dashboard__countdown">
          <Skeleton shape="circle" className="dashboard-skeleton__countdown-icon" />
          <Skeleton className="dashboard-skeleton__countdown-label" />
          <Skeleton className="dashboard-skeleton__countdown-days" />
        </Card>
        <Card className="dashboard__weather">
          <Skeleton shape="title" className="dashboard-skeleton__half" />
          <div className="dashboard-skeleton__row">
            <Skeleton shape="circle" className="dashboard-skeleton__weather-icon" />
            <Skeleton className="dashboard-skeleton__temperature" />
          </div>
          <SkeletonText lines={2} />
        </Card>
        <Card className="dashboard__advices">
          <Skeleton shape="title" className="dashboard-skeleton__advices-title" />
          <div className="dashboard-skeleton__strip">
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} shape="block" className="dashboard-skeleton__advice" />
            ))}
          </div>
        </Card>
        {['dashboard__exchange', 'dashboard__finance', 'dashboard__news'].map((place) => (
          <Card key={place} className={place}>
            <Skeleton shape="title" />
            <Skeleton shape="block" className="dashboard-skeleton__chart" />
            <SkeletonText lines={2} />
          </Card>
        ))}
        {['dashboard__radio', 'dashboard__todo'].map((place) => (
          <Card key={place} className={place}>
            <Skeleton shape="title" className="dashboard-skeleton__short-title" />
            <div className="dashboard-skeleton__row">
              <Skeleton shape="circle" className="dashboard-skeleton__small-icon" />
              <Skeleton shape="title" className="dashboard-skeleton__half" />
            </div>
            <Skeleton className="dashboard-skeleton__bar" />
          </Card>
        ))}
      </div>
    </LoadingRegion>
  );
}
