import { feedFailureText } from '@/lib/feed-status';
import { RetryButton } from '../ui/retry-button';
import { MessageBox } from '../ui/message-box';
import './feeds.css';

/** What a failed feed's note says and offers, in full (FeedUnavailable) or compact (CompactFeedUnavailable). */
export interface FeedUnavailableProps {
  /** What is missing: 'The news is not available right now.', or 'Weather unavailable' on a small card. */
  title: string;
  /**
   * The failure, worded by the note (feedFailureText, or feedFailureBrief when compact) unless `text`
   * says it otherwise.
   */
  error?: unknown;
  text?: string;
  /** Shows a 'Try again' button; leave it out when trying again cannot help. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A feed that failed: a calm note in place of its content (never a blank), and a way to try again. */
export function FeedUnavailable({
  title,
  error,
  text,
  onRetry,
  retrying = false,
  className,
}: FeedUnavailableProps) {
  return (
    <div className={['feed-unavailable', className].filter(Boolean).join(' ')}>
      <MessageBox type="attention" title={title} text={text ?? feedFailureText(error)} />
      {onRetry && <RetryButton onRetry={onRetry} retrying={retrying} />}
    </div>
  );
}
