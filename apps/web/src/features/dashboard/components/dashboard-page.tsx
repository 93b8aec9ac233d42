import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { TodoSummary } from '../../todo/components/todo-summary';
import { FinanceWidget } from '../../finances/components/finance-widget';
import './dashboard.css';

/** Shapes of the dashboard's widgets; each is replaced by the real widget in its own issue. */
export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <LoadingRegion label="Loading the dashboard" className="dashboard">
        <Card className="dashboard__deal">
          <div className="ticket-skeleton">
            <div className="ticket-skeleton__main">
              <Skeleton shape="title" width="30%" />
              <div className="ticket-skeleton__route">
                <Skeleton height={28} width="35%" />
                <Skeleton shape="circle" width={32} />
                <Skeleton height={28} width="35%" />
              </div>
              <div className="ticket-skeleton__meta">
                <SkeletonText lines={2} />
                <SkeletonText lines={2} />
                <SkeletonText lines={2} />
              </div>
            </div>
            <div className="ticket-skeleton__stub">
              <Skeleton width="70%" />
              <Skeleton height={28} width="80%" />
              <Skeleton shape="pill" width="100%" />
            </div>
          </div>
        </Card>
        <Card className="dashboard__countdown">
          <Skeleton width="80%" />
          <Skeleton height={56} width="50%" />
          <Skeleton width="30%" />
        </Card>
        <Card className="dashboard__weather">
          <div className="dashboard__row">
            <Skeleton shape="circle" width={56} />
            <Skeleton height={40} width="45%" />
          </div>
          <SkeletonText lines={2} />
        </Card>
        <Card className="dashboard__advices">
          <Skeleton shape="title" width={160} />
          <div className="dashboard__strip">
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton
                key={index}
                shape="block"
                width={200}
                height={300}
                className="dashboard__advice-card"
              />
            ))}
          </div>
        </Card>
        <Card className="dashboard__exchange">
          <Skeleton shape="title" />
          <Skeleton shape="block" height={96} />
          <div className="dashboard__row dashboard__row--between">
            <Skeleton width={40} />
            <Skeleton width={48} />
          </div>
        </Card>
        <FinanceWidget className="dashboard__finance" />
        <Card className="dashboard__news">
          <Skeleton shape="title" />
          <Skeleton shape="block" height={140} />
          <SkeletonText lines={3} />
        </Card>
        <Card className="dashboard__radio">
          <Skeleton width="40%" />
          <div className="dashboard__row">
            <Skeleton shape="circle" width={48} />
            <Skeleton shape="title" width="50%" />
          </div>
          <div className="dashboard__row dashboard__row--center">
            <Skeleton shape="circle" width={40} />
            <Skeleton shape="circle" width={48} />
            <Skeleton shape="circle" width={40} />
          </div>
          <Skeleton height={8} />
        </Card>
        <TodoSummary className="dashboard__todo" />
      </LoadingRegion>
    </Page>
  );
}
