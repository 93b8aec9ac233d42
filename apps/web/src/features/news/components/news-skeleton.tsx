import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import './news-article-card.css';

/** The shapes of the last news, the other news and 'View more' while a category's first page loads. */
export function NewsSkeleton() {
  const t = useMessages().news;
  return (
    <LoadingRegion label={t.loading} className="news__content">
      <div className="news__section">
        <Skeleton shape="title" width={120} height={25} />
        <div className="news-article news-article--featured">
          <Skeleton shape="block" className="news-article__image" />
          <div className="news-article__body">
            <Skeleton width={96} />
            <Skeleton height={28} width="90%" />
            <SkeletonText lines={4} />
          </div>
        </div>
      </div>
      <div className="news__section">
        <Skeleton shape="title" width={120} height={25} />
        <div className="news__grid">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="news-article">
              <Skeleton shape="block" className="news-article__image" />
              <div className="news-article__body">
                <Skeleton width={72} />
                <Skeleton shape="title" width="85%" />
                <SkeletonText lines={2} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="news__more">
        <Skeleton shape="pill" width={140} />
      </div>
    </LoadingRegion>
  );
}
