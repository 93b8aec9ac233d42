import type { NewsArticle } from '@wayfarer/core';
import { useId } from 'react';
import { useMessages } from '@/i18n/language';
import { articleCategories, articleTime, creatorsText } from '../news-list';
import { NewsImage } from './news-image';
import './news-article-card.css';

interface NewsArticleCardProps {
  article: NewsArticle;
  /** The current time, for 'In 3 days' and '5 minutes ago'. */
  now: number;
  /** The large 'Last news' layout: picture beside the text, description longer. */
  featured?: boolean;
  /**
   * The dashboard's layout, for a card of fixed height: no description, no card of its own, at most
   * one row of categories, three lines of title and one of creators and time.
   */
  compact?: boolean;
}

/** One article: picture, categories, title linking to the article in a new tab, creators and time. */
export function NewsArticleCard({ article, now, featured = false, compact = false }: NewsArticleCardProps) {
  const titleId = useId();
  const t = useMessages().news.article;
  const time = articleTime(article.pubDate, now);
  const creators = creatorsText(article.creator);
  const categories = articleCategories(article);
  return (
    <article
      className={['news-article', featured && 'news-article--featured', compact && 'news-article--compact']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <NewsImage src={article.image_url} eager={featured} className="news-article__image" />
      <div className="news-article__body">
        {categories.length > 0 && (
          <ul className="news-article__categories" aria-label={t.categories}>
            {categories.map((category) => (
              <li key={category} className="news-article__category">
                {category}
              </li>
            ))}
          </ul>
        )}
        <h3 id={titleId} className="news-article__title">
          {/* The link covers the whole card (see news-article-card.css), so a click on the picture opens it too. */}
          <a className="news-article__link" href={article.link} target="_blank" rel="noopener noreferrer">
            {article.title}
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </h3>
        {article.description && !compact && (
          <p className="news-article__description">{article.description}</p>
        )}
        {(creators || time) && (
          <p className="news-article__meta">
            {creators && <span className="news-article__creators">{creators}</span>}
            {time && (
              <time dateTime={time.dateTime} title={time.full}>
                {time.relative}
              </time>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
