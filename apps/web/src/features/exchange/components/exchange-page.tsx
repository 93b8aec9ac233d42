import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import './exchange.css';

export function ExchangePage() {
  return (
    <Page title="Exchange">
      <LoadingRegion label="Loading exchange rates" className="exchange">
        <Card className="exchange__chart">
          <div className="exchange__chart-head">
            <Skeleton shape="title" width={200} />
            <Skeleton height={28} width={120} />
          </div>
          <Skeleton shape="block" height={260} />
        </Card>
        <Card className="exchange__simulator">
          <Skeleton shape="title" width={160} />
          <Skeleton shape="pill" width="100%" />
          <Skeleton width={64} />
          <Skeleton height={48} />
        </Card>
        <div className="exchange__services">
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index} className="exchange__service">
              <Skeleton shape="circle" width={48} />
              <Skeleton shape="title" width="60%" />
              <Skeleton height={28} width="45%" />
              <Skeleton width="80%" />
            </Card>
          ))}
        </div>
      </LoadingRegion>
    </Page>
  );
}
