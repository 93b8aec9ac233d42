import type { NewsCategory } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { FeedUnavailable } from '@/components/feeds/feed-unavailable';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { feedFailureText } from '@/lib/feed-status';
import { useNow } from '@/lib/use-now';
import { resetNewsToFirstPage, useNews } from '../api/get-news';
import { categoryFromSearch, categorySearch, mergeNewsPages, splitNews } from '../news-list';
import { NewsArticleCard } from './news-article-card';
import { NewsSkeleton } from './news-skeleton';
import { newsTabId, NewsTabs } from './news-tabs';
import './news.css';
import { pageTitle } from '@/lib/page-titles';

/**
 * /noticies: the destination country's news by category. The category is kept in the address
 * (?category=sports), so a reload or a shared link opens the same tab.
 */
export function NewsPage() {
  const trip = useCurrentTrip();
  const t = useMessages().news;
  const format = useFormats();
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const category = categoryFromSearch(search);
  const idBase = useId();
  const panelId = `${idBase}-panel`;

  function selectCategory(next: NewsCategory | undefined) {
    if (next === category) return;
    resetNewsToFirstPage(queryClient, trip.tripCountrySlug, next);
    navigate(`${pathname}${categorySearch(next)}`, { replace: true });
  }

  return (
    <Page title={pageTitle('/noticies')}>
      <div className="news">
        <NewsTabs idBase={idBase} panelId={panelId} selected={category} onSelect={selectCategory} />
        <div id={panelId} role="tabpanel" aria-labelledby={newsTabId(idBase, category)}>
          <NewsFeed
            key={category ?? 'all'}
            country={trip.tripCountrySlug}
            countryName={format.country(trip.tripCountrySlug, trip.tripCountry)}
            category={category}
          />
        </div>
        <FeedCredit feed="news" lead={t.creditLead} />
      </div>
    </Page>
  );
}

interface NewsFeedProps {
  country: string;
  countryName: string;
  category: NewsCategory | undefined;
}

/** One category's list: the last news, the other news and 'View more' while there is a next page. */
function NewsFeed({ country, countryName, category }: NewsFeedProps) {
  const messages = useMessages();
  const t = messages.news;
  const news = useNews(country, category);
  const now = useNow();
  const articles = useMemo(() => mergeNewsPages(news.data?.pages ?? []), [news.data]);
  const lastId = useId();
  const otherId = useId();

  if (!news.data) {
    return news.isError ? (
      <FeedUnavailable
        title={t.unavailable}
        error={news.error}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
      />
    ) : (
      <NewsSkeleton />
    );
  }

  if (articles.length === 0) {
    return (
      <p className="news__empty">
        {category ? t.noneInCategory(t.tabs.categories[category], countryName) : t.none(countryName)}
      </p>
    );
  }

  const { last, other } = splitNews(articles);
  return (
    <div className="news__content">
      {last && (
        <section className="news__section" aria-labelledby={lastId}>
          <h2 id={lastId}>{t.last}</h2>
          <NewsArticleCard article={last} now={now} featured />
        </section>
      )}
      {other.length > 0 && (
        <section className="news__section" aria-labelledby={otherId}>
          <h2 id={otherId}>{t.other}</h2>
          <ul className="news__grid">
            {other.map((article) => (
              <li key={article.article_id || article.link}>
                <NewsArticleCard article={article} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="visually-hidden" role="status">
        {t.shown(articles.length)}
      </p>
      {news.isFetchNextPageError && (
        <MessageBox type="attention" title={t.moreFailed} text={feedFailureText(news.error)} />
      )}
      {news.hasNextPage && (
        <div className="news__more">
          <Button
            variant="secondary"
            busy={news.isFetchingNextPage}
            busyLabel={messages.common.loading}
            onClick={() => void news.fetchNextPage()}
          >
            {t.viewMore}
          </Button>
        </div>
      )}
    </div>
  );
}
