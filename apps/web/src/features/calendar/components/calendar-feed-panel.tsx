import { CalendarPlus, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { messages, useMessages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';
import { googleCalendarUrl, webcalUrl } from '../feed-links';
import '@/components/ui/field.css';
import './calendar-feed-panel.css';

const failure = (title: string, error: unknown): Message => ({
  type: 'error',
  title,
  text: error instanceof ApiRequestError ? error.message : messages().calendar.feed.somethingWrong,
});

/**
 * The private calendar feed: a link a calendar app subscribes to, made, replaced or ended here. Its
 * address is its only key, so replacing or ending it is asked about first.
 */
export function CalendarFeedPanel() {
  const t = useMessages();
  const titleId = useId();
  const feed = useCalendarFeed();
  return (
    <Card className="calendar-feed" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.calendar.feed.title}</h2>
      <p className="calendar-feed__note">{t.calendar.feed.note}</p>
      {feed.isPending ? (
        <Skeleton shape="pill" width="100%" height={48} />
      ) : feed.isError ? (
        <div className="calendar-feed__failed">
          <MessageBox type="server_error" title={t.calendar.feed.loadFailed} />
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
  const t = useMessages();
  const create = useCreateCalendarFeed();
  return (
    <div className="calendar-feed__create">
      {create.isError && <MessageBox {...failure(t.calendar.feed.notMade, create.error)} />}
      <Button
        icon={<CalendarPlus aria-hidden="true" size={18} />}
        busy={create.isPending}
        onClick={() => create.mutate()}
      >
        {t.calendar.feed.create}
      </Button>
    </div>
  );
}

/** How long "Copied" shows on the copy button. */
const COPIED_MS = 2000;

function FeedLink({ url }: { url: string }) {
  const t = useMessages();
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
        {t.calendar.feed.linkLabel}
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
          <span aria-live="polite">{copied ? t.calendar.feed.copied : t.calendar.feed.copy}</span>
        </Button>
      </div>
      {copyFailed && (
        <MessageBox
          type="attention"
          title={t.calendar.feed.copyFailed}
          text={t.calendar.feed.copyFailedText}
          onClose={() => setCopyFailed(false)}
        />
      )}
      <div className="calendar-feed__open">
        <a className="button button--secondary" href={webcal}>
          {t.calendar.feed.openInApp}
        </a>
        <a
          className="button button--secondary"
          href={googleCalendarUrl(webcal)}
          target="_blank"
          rel="noreferrer"
        >
          {t.calendar.feed.addToGoogle}
        </a>
      </div>
      <div className="calendar-feed__manage">
        <Button
          variant="ghost"
          icon={<RefreshCw aria-hidden="true" size={18} />}
          onClick={() => setConfirming('renew')}
        >
          {t.calendar.feed.newLink}
        </Button>
        <Button
          variant="ghost"
          icon={<Link2Off aria-hidden="true" size={18} />}
          onClick={() => setConfirming('stop')}
        >
          {t.calendar.feed.stopSharing}
        </Button>
      </div>
      {confirming === 'renew' && (
        <ConfirmDialog
          title={t.calendar.feed.renewTitle}
          confirmLabel={t.calendar.feed.renewConfirm}
          onConfirm={() => create.mutateAsync()}
          failure={(error) => failure(t.calendar.feed.renewFailed, error)}
          onClose={() => setConfirming(null)}
        >
          <p>{t.calendar.feed.renewText}</p>
        </ConfirmDialog>
      )}
      {confirming === 'stop' && (
        <ConfirmDialog
          title={t.calendar.feed.stopTitle}
          confirmLabel={t.calendar.feed.stopConfirm}
          onConfirm={() => remove.mutateAsync()}
          failure={(error) => failure(t.calendar.feed.stopFailed, error)}
          onClose={() => setConfirming(null)}
        >
          <p>{t.calendar.feed.stopText}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
