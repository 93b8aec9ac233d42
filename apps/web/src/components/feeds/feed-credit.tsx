import type { FeedName } from '@wayfarer/core';
import { Fragment, type CSSProperties } from 'react';
import { useMessages } from '@/i18n/language';
import { usePublicConfig } from '@/lib/public-config';
import './feeds.css';

interface FeedCreditProps {
  /** Which feed's sources to name, as the server's /config lists them. */
  feed: FeedName;
  /** The words before the names: 'News from', 'Rates:'. */
  lead: string;
  /**
   * For a card of fixed height: the credit is always this many lines tall, before /config answers
   * too, and cut with an ellipsis past them. Without it, one line is kept and longer credits wrap.
   */
  lines?: number;
  className?: string;
}

/** Credits the providers a feed's data comes from, where it shows (several licences ask for it). */
export function FeedCredit({ feed, lead, lines, className }: FeedCreditProps) {
  const t = useMessages();
  const config = usePublicConfig();
  const sources = config.data?.sources[feed] ?? [];
  const style = lines === undefined ? undefined : ({ '--credit-lines': lines } as CSSProperties);
  return (
    // The line keeps its height while /config loads, so nothing moves when the names arrive.
    <p
      className={['feed-credit', lines !== undefined && 'feed-credit--fixed', className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {sources.length > 0 && (
        <>
          {lead}{' '}
          {sources.map((source, index) => (
            <Fragment key={`${source.name} ${source.url}`}>
              {index > 0 && (index === sources.length - 1 ? t.ui.feedCredit.last : t.ui.feedCredit.between)}
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
