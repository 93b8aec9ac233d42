import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import './entrances-chart.css';
import './month-selector.css';
import './goal-grid.css';
import './domestic-goals.css';
import './finances-skeleton.css';

/** Deterministic bar heights for the 12-month chart's placeholder. */
const BARS = [40, 62, 48, 75, 55, 68, 82, 50, 64, 72, 58, 88];

/** The finance page's shapes while it loads, so that nothing jumps when the data arrives. */
export function FinancesSkeleton() {
  const t = useMessages().finances;
  return (
    <LoadingRegion label={t.loading} className="finances">
      <Card className="entrances-chart">
        <div className="finances__card-head">
          <div className="finances__skeleton-title">
            <Skeleton shape="title" width={120} />
            <Skeleton width={110} />
          </div>
          <Skeleton height={28} width={120} />
        </div>
        <div className="finances__bars entrances-chart__plot">
          {BARS.map((height, index) => (
            <Skeleton key={index} height={`${height}%`} className="finances__bar" />
          ))}
        </div>
      </Card>
      <div className="month-selector">
        <Skeleton shape="pill" width={96} />
        <div className="month-selector__pickers">
          <Skeleton shape="pill" width={160} height={48} />
          <Skeleton shape="pill" width={110} height={48} />
        </div>
        <Skeleton shape="pill" width={96} />
      </div>
      <div className="finances__section">
        <Skeleton shape="title" width={180} />
        <div className="goal-grid">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="card goal-card">
              <Skeleton shape="circle" width={64} />
              <div className="goal-card__text">
                <Skeleton shape="title" width="70%" />
                <Skeleton width="85%" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="finances__split">
        <Card className="resume">
          <Skeleton shape="title" />
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="finances__line">
              <Skeleton width="40%" />
              <Skeleton width="25%" />
            </div>
          ))}
        </Card>
        <Card className="activities">
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
  );
}
