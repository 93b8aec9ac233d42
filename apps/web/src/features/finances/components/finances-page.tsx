import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import './finances.css';

/** Deterministic bar heights for the 12-month chart's placeholder. */
const BARS = [40, 62, 48, 75, 55, 68, 82, 50, 64, 72, 58, 88];

export function FinancesPage() {
  return (
    <Page title="Finances" actions={<Skeleton shape="pill" width={120} />}>
      <LoadingRegion label="Loading your finances" className="finances">
        <Card className="finances__chart">
          <Skeleton shape="title" width={180} />
          <div className="finances__bars">
            {BARS.map((height, index) => (
              <Skeleton key={index} height={`${height}%`} className="finances__bar" />
            ))}
          </div>
        </Card>
        <Card className="finances__month">
          <Skeleton shape="circle" width={40} />
          <Skeleton shape="pill" width={140} />
          <Skeleton shape="pill" width={100} />
          <Skeleton shape="circle" width={40} />
        </Card>
        <div className="finances__goals">
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index} className="finances__goal">
              <Skeleton shape="circle" width={48} />
              <div className="finances__goal-text">
                <Skeleton shape="title" width="70%" />
                <Skeleton width="50%" />
              </div>
            </Card>
          ))}
        </div>
        <div className="finances__split">
          <Card className="finances__resume">
            <Skeleton shape="title" />
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="finances__line">
                <Skeleton width="40%" />
                <Skeleton width="25%" />
              </div>
            ))}
          </Card>
          <Card className="finances__table">
            <Skeleton shape="title" />
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className="finances__line">
                <Skeleton width="45%" />
                <Skeleton width="15%" />
                <Skeleton width="20%" />
              </div>
            ))}
          </Card>
        </div>
      </LoadingRegion>
    </Page>
  );
}
