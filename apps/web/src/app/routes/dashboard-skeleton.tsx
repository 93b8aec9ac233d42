import { Card } from '../../components/ui/card';
import { LoadingRegion, Skeleton, SkeletonText } from '../../components/ui/skeleton';
import { PAGE_TITLES } from '../../lib/page-titles';
import './dashboard.css';

/**
 * The dashboard's grid in grey while the trip or the page's code is on its way (spec section 2: "grey
 * placeholders while the trip is not loaded"); every card stands where its widget will.
 */
export function DashboardSkeleton() {
  return (
    <LoadingRegion label="Loading the dashboard" className="page dashboard-skeleton">
      <div className="page__head">
        <h1>{PAGE_TITLES['/']}</h1>
      </div>
      <div className="dashboard">
        <Card className="dashboard__deal">
          <Skeleton shape="title" width="25%" />
          <div className="dashboard-skeleton__row dashboard-skeleton__row--between">
            <Skeleton height={28} width="35%" />
            <Skeleton height={28} width="35%" />
          </div>
          <SkeletonText lines={2} />
          <Skeleton shape="pill" width={140} height={40} />
        </Card>
        <Card className="dashboard__countdown">
          <Skeleton shape="circle" width={44} />
          <Skeleton width="80%" />
          <Skeleton height={56} width="50%" />
        </Card>
        <Card className="dashboard__weather">
          <Skeleton shape="title" width="50%" />
          <div className="dashboard-skeleton__row">
            <Skeleton shape="circle" width={56} />
            <Skeleton height={28} width="45%" />
          </div>
          <SkeletonText lines={2} />
        </Card>
        <Card className="dashboard__advices">
          <Skeleton shape="title" width={160} />
          <div className="dashboard-skeleton__strip">
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} shape="block" width={200} height={300} />
            ))}
          </div>
        </Card>
        {['dashboard__exchange', 'dashboard__finance', 'dashboard__news'].map((place) => (
          <Card key={place} className={place}>
            <Skeleton shape="title" width="40%" />
            <Skeleton shape="block" height={180} />
            <SkeletonText lines={2} />
          </Card>
        ))}
        {['dashboard__radio', 'dashboard__todo'].map((place) => (
          <Card key={place} className={place}>
            <Skeleton shape="title" width="30%" />
            <div className="dashboard-skeleton__row">
              <Skeleton shape="circle" width={48} />
              <Skeleton shape="title" width="50%" />
            </div>
            <Skeleton height={8} />
          </Card>
        ))}
      </div>
    </LoadingRegion>
  );
}
