import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import './my-account.css';

export function MyAccountPage() {
  return (
    <Page title="My Account">
      <LoadingRegion label="Loading your account" className="my-account">
        <Card className="my-account__profile">
          <Skeleton shape="circle" width={96} />
          <div className="my-account__who">
            <Skeleton shape="title" width="60%" />
            <Skeleton width="80%" />
          </div>
          <Skeleton shape="pill" width={160} />
        </Card>
        <Card className="my-account__trip">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="my-account__field">
              <Skeleton width={200} />
              <Skeleton height={48} />
            </div>
          ))}
          <div className="my-account__actions">
            <Skeleton shape="pill" width={120} />
          </div>
        </Card>
      </LoadingRegion>
    </Page>
  );
}
