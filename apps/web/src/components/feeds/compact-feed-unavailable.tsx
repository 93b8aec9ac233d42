import { TriangleAlert } from 'lucide-react';
import { feedFailureBrief } from '../../lib/feed-status';
import { RetryButton } from '../ui/retry-button';
import './compact-feed-unavailable.css';

interface CompactFeedUnavailableProps {
  /** What is missing, in a few words: 'Weather unavailable'. */
  title: string;
  /** The failure, worded by feedFailureBrief unless `text` says it otherwise. */
  error?: unknown;
  text?: string;
  /** Shows a 'Try again' button; leave it out when trying again cannot help. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

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
}: CompactFeedUnavailableProps) {
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
