import { Page } from '../../../components/layout/page';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import './advices.css';

export function AdvicesPage() {
  return (
    <Page title="Advices">
      <LoadingRegion label="Loading advices" className="advices">
        <Skeleton shape="block" className="advices__discovery" />
        {Array.from({ length: 4 }, (_, row) => (
          <div key={row} className="advices__row">
            <div className="advices__row-head">
              <Skeleton shape="title" width={200} />
              <div className="advices__arrows">
                <Skeleton shape="circle" width={40} />
                <Skeleton shape="circle" width={40} />
              </div>
            </div>
            <div className="advices__cards">
              {Array.from({ length: 6 }, (_, card) => (
                <Skeleton key={card} shape="block" width={200} height={300} className="advices__card" />
              ))}
            </div>
          </div>
        ))}
      </LoadingRegion>
    </Page>
  );
}
