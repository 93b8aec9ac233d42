import type { NewsArticle } from '@wayfarer/core';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CompactFeedUnavailable } from '@/components/feeds/compact-feed-unavailable';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { StepButton } from '@/components/ui/step-button';
import { Card } from '@/components/ui/card';
import { PositionCount } from '@/components/ui/position-count';
import { CardTitleLink } from '@/components/ui/card-title-link';
import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { useNow } from '@/lib/use-now';
import { useNews } from '../api/get-news';
import { mergeNewsPages } from '../news-list';
import { NewsArticleCard } from './news-article-card';
import './news-widget.css';

/**
 * The dashboard's news card (spec section 2): the destination's news for 'All Categories', one article
 * at a time with back and next. It reads the first page /noticies reads, so either opens from cache,
 * and shows only what is loaded. Always the same height, loading, empty, failed or loaded.
 */
export function NewsWidget({ className }: { className?: string }) {
  const trip = useCurrentTrip();
  const t = useMessages().news;
  const country = useFormats().country(trip.tripCountrySlug, trip.tripCountry);
  const news = useNews(trip.tripCountrySlug, undefined);
  const articles = useMemo(() => mergeNewsPages(news.data?.pages ?? []), [news.data]);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  // A refreshed list may be shorter than the article shown: the last one takes its place.
  const shown = Math.min(index, Math.max(articles.length - 1, 0));
  const article = articles[shown];

  return (
    <Card className={['news-widget', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="news-widget__head">
        <h2 id={titleId}>
          <CardTitleLink to="/noticies">{t.title}</CardTitleLink>
        </h2>
        {articles.length > 1 && <NewsPager index={shown} count={articles.length} onMove={setIndex} />}
      </div>
      <div className="news-widget__body">
        {article ? (
          <NewsWidgetArticle article={article} />
        ) : news.data ? (
          <p className="news-widget__message">{t.none(country)}</p>
        ) : news.isError ? (
          <CompactFeedUnavailable
            className="news-widget__message"
            title={t.widget.unavailable}
            error={news.error}
            onRetry={() => void news.refetch()}
            retrying={news.isFetching}
          />
        ) : (
          <NewsWidgetSkeleton />
        )}
      </div>
      <FeedCredit feed="news" lead={t.creditLead} lines={1} />
    </Card>
  );
}

/** The article, with a clock of its own: a new minute redraws the relative time, not the whole card. */
function NewsWidgetArticle({ article }: { article: NewsArticle }) {
  const now = useNow();
  return <NewsArticleCard key={article.article_id || article.link} article={article} now={now} compact />;
}

interface NewsPagerProps {
  index: number;
  count: number;
  onMove: (index: number) => void;
}

/**
 * Back and next (spec: back hidden on the first article, next on the last; their places are kept so
 * nothing moves), and where the reader is, announced politely.
 */
function NewsPager({ index, count, onMove }: NewsPagerProps) {
  const t = useMessages().news.widget;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  function move(step: -1 | 1) {
    const target = index + step;
    flushSync(() => onMove(target));
    // The button just pressed hides at either end: focus goes to the other one, not back to the page.
    if (target === 0) nextRef.current?.focus();
    else if (target === count - 1) previousRef.current?.focus();
  }

  return (
    <div className="news-pager">
      <StepButton
        ref={previousRef}
        direction="previous"
        className={first ? 'news-pager__hidden' : undefined}
        aria-label={t.previous}
        onClick={() => move(-1)}
      />
      <PositionCount
        noun={t.position}
        index={index}
        count={count}
        className="news-pager__position"
        announce
      />
      <StepButton
        ref={nextRef}
        direction="next"
        className={last ? 'news-pager__hidden' : undefined}
        aria-label={t.next}
        onClick={() => move(1)}
      />
    </div>
  );
}

/** The compact article's shapes: picture, a category, the title's lines, creators and time. */
function NewsWidgetSkeleton() {
  const t = useMessages().news;
  return (
    <LoadingRegion label={t.loading} className="news-article news-article--compact">
      <Skeleton shape="block" className="news-article__image" />
      <div className="news-article__body">
        <Skeleton height={24} width={88} className="news-widget__chip-skeleton" />
        <SkeletonText lines={2} className="news-widget__title-skeleton" />
        <Skeleton width="55%" />
      </div>
    </LoadingRegion>
  );
}
