import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { TodoSummary } from '../../todo/components/todo-summary';
import { FinanceWidget } from '../../finances/components/finance-widget';
import './dashboard.css';

/**
 * The dashboard: the finance and to-do widgets are real; the other cards keep the shape of the widget
 * a later issue puts there, marked busy so assistive technology does not read them as content.
 */
export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <div className="dashboard">
        <Card className="dashboard__deal" aria-busy="true">
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
        <Card className="dashboard__countdown" aria-busy="true">
          <Skeleton width="80%" />
          <Skeleton height={56} width="50%" />
          <Skeleton width="30%" />
        </Card>
        <Card className="dashboard__weather" aria-busy="true">
          <div className="dashboard__row">
            <Skeleton shape="circle" width={56} />
            <Skeleton height={40} width="45%" />
          </div>
          <SkeletonText lines={2} />
        </Card>
        <Card className="dashboard__advices" aria-busy="true">
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
        <Card className="dashboard__exchange" aria-busy="true">
          <Skeleton shape="title" />
          <Skeleton shape="block" height={96} />
          <div className="dashboard__row dashboard__row--between">
            <Skeleton width={40} />
            <Skeleton width={48} />
          </div>
        </Card>
        <FinanceWidget className="dashboard__finance" />
        <Card className="dashboard__news" aria-busy="true">
          <Skeleton shape="title" />
          <Skeleton shape="block" height={140} />
          <SkeletonText lines={3} />
        </Card>
        <Card className="dashboard__radio" aria-busy="true">
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
      </div>
    </Page>
  );
}
