import { CalendarPlus, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { RetryButton } from '../../../components/ui/retry-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';
import { googleCalendarUrl, webcalUrl } from '../feed-links';
import '../../../components/ui/field.css';
import './calendar-feed-panel.css';

const failure = (title: string, error: unknown): Message => ({
  type: 'error',
  title,
  text: error instanceof ApiRequestError ? error.message : 'Something went wrong. Try again.',
});

/**
 * The private calendar feed: a link a calendar app subscribes to, made, replaced or ended here. Its
 * address is its only key, so replacing or ending it is asked about first.
 */
export function CalendarFeedPanel() {
  const titleId = useId();
  const feed = useCalendarFeed();
  return (
    <Card className="calendar-feed" aria-labelledby={titleId}>
      <h2 id={titleId}>Subscribe in your calendar app</h2>
      <p className="calendar-feed__note">
        A private link shows your trip’s dates in Google Calendar, Apple Calendar or Outlook, and keeps them
        up to date. Anyone with the link can read the dates, so share it with no one.
      </p>
      {feed.isPending ? (
        <Skeleton shape="pill" width="100%" height={48} />
      ) : feed.isError ? (
        <div className="calendar-feed__failed">
          <MessageBox type="server_error" title="Your calendar link could not be loaded." />
          <RetryButton onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
        </div>
      ) : feed.data === null ? (
        <CreateFeed />
      ) : (
        <FeedLink url={feed.data} />
      )}
    </Card>
  );
}

function CreateFeed() {
  const create = useCreateCalendarFeed();
  return (
    <div className="calendar-feed__create">
      {create.isError && <MessageBox {...failure('The link was not made.', create.error)} />}
      <Button
        icon={<CalendarPlus aria-hidden="true" size={18} />}
        busy={create.isPending}
        onClick={() => create.mutate()}
      >
        Create private link
      </Button>
    </div>
  );
}

/** How long "Copied" shows on the copy button. */
const COPIED_MS = 2000;

function FeedLink({ url }: { url: string }) {
  const inputId = useId();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [confirming, setConfirming] = useState<'renew' | 'stop' | null>(null);
  const webcal = webcalUrl(url);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error(error);
      setCopyFailed(true);
    }
  }

  return (
    <div className="calendar-feed__link">
      <label htmlFor={inputId} className="field__label">
        Your private link
      </label>
      <div className="calendar-feed__url">
        <input
          id={inputId}
          className="field__input"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" icon={<Copy aria-hidden="true" size={18} />} onClick={() => void copy()}>
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
      {copyFailed && (
        <MessageBox
          type="attention"
          title="The link could not be copied."
          text="Select it in the field and copy it yourself."
          onClose={() => setCopyFailed(false)}
        />
      )}
      <div className="calendar-feed__open">
        <a className="button button--secondary" href={webcal}>
          Open in your calendar app
        </a>
        <a
          className="button button--secondary"
          href={googleCalendarUrl(webcal)}
          target="_blank"
          rel="noreferrer"
        >
          Add to Google Calendar
        </a>
      </div>
      <div className="calendar-feed__manage">
        <Button
          variant="ghost"
          icon={<RefreshCw aria-hidden="true" size={18} />}
          onClick={() => setConfirming('renew')}
        >
          New link
        </Button>
        <Button
          variant="ghost"
          icon={<Link2Off aria-hidden="true" size={18} />}
          onClick={() => setConfirming('stop')}
        >
          Stop sharing
        </Button>
      </div>
      {confirming === 'renew' && (
        <ConfirmDialog
          title="Make a new link?"
          confirmLabel="Make new link"
          onConfirm={() => create.mutateAsync()}
          failure={(error) => failure('The new link was not made.', error)}
          onClose={() => setConfirming(null)}
        >
          <p>
            The link you have now stops working: calendars subscribed to it get no more updates until they
            subscribe to the new one.
          </p>
        </ConfirmDialog>
      )}
      {confirming === 'stop' && (
        <ConfirmDialog
          title="Stop sharing your dates?"
          confirmLabel="Stop sharing"
          onConfirm={() => remove.mutateAsync()}
          failure={(error) => failure('The link still works.', error)}
          onClose={() => setConfirming(null)}
        >
          <p>The link stops working: calendars subscribed to it get no more updates.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
