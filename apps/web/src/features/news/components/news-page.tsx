import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import './news.css';

const TAB_WIDTHS = [128, 88, 120, 120, 88, 80, 80, 112, 64, 88, 56, 88, 72];

export function NewsPage() {
  return (
    <Page title="Noticies">
      <LoadingRegion label="Loading the news" className="news">
        <div className="news__tabs">
          {TAB_WIDTHS.map((width, index) => (
            <Skeleton key={index} shape="pill" width={width} />
          ))}
        </div>
        <Card className="news__last">
          <Skeleton shape="block" className="news__last-image" />
          <div className="news__last-text">
            <Skeleton width={96} />
            <Skeleton height={28} width="90%" />
            <SkeletonText lines={4} />
          </div>
        </Card>
        <div className="news__grid">
          {Array.from({ length: 6 }, (_, index) => (
            <Card key={index} className="news__item">
              <Skeleton shape="block" height={140} />
              <Skeleton shape="title" width="85%" />
              <SkeletonText lines={2} />
            </Card>
          ))}
        </div>
        <div className="news__more">
          <Skeleton shape="pill" width={140} />
        </div>
      </LoadingRegion>
    </Page>
  );
}
