import { TriangleAlert } from 'lucide-react';
import { feedFailureBrief } from '@/lib/feed-status';
import { RetryButton } from '../ui/retry-button';
import type { FeedUnavailableProps } from './feed-unavailable';
import './compact-feed-unavailable.css';

/**
 * FeedUnavailable for a small dashboard card: the same calm note and Try again, in about 120 px of
 * height (a title, one short sentence, the button), so the card keeps its size when its feed fails.
 */
export function CompactFeedUnavailable({
  title,
  error,
  text,
  onRetry,
  retrying = false,
  className,
}: FeedUnavailableProps) {
  return (
    <div className={['compact-feed-unavailable', className].filter(Boolean).join(' ')}>
      <div role="status">
        <p className="compact-feed-unavailable__title">
          <TriangleAlert className="compact-feed-unavailable__icon" aria-hidden="true" size={16} />
          {title}
        </p>
        <p className="compact-feed-unavailable__text">{text ?? feedFailureBrief(error)}</p>
      </div>
      {onRetry && <RetryButton onRetry={onRetry} retrying={retrying} iconSize={16} />}
    </div>
  );
}
