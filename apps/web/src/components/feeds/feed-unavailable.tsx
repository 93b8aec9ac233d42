import { feedFailureText } from '../../lib/feed-status';
import { RetryButton } from '../ui/retry-button';
import { MessageBox } from '../ui/message-box';
import './feeds.css';

interface FeedUnavailableProps {
  /** What is missing, such as 'The news is not available right now.' */
  title: string;
  /** The failure, worded by feedFailureText unless `text` says it otherwise. */
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
