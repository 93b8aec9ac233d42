import { useMemo } from 'react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { MessageBox } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { calendarItemsOf } from '@/features/calendar/calendar-items';
import { CalendarFeedPanel } from '@/features/calendar/components/calendar-feed-panel';
import { CalendarView } from '@/features/calendar/components/calendar-view';
import { useFinances } from '@/features/finances/api/get-finances';
import { useTodoLists } from '@/features/todo/api/get-todo-lists';
import { localDay } from '@/lib/calendar-day';
import { useCurrentTrip } from '@/lib/current-trip';
import { pageTitle } from '@/lib/page-titles';
import { useNow } from '@/lib/use-now';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import './calendar-page.css';

/**
 * /calendar: everything dated in the current trip, from the board (lists, tasks' due days) and the
 * finances (entrances, expenses) besides the trip's own day, by month and as an agenda; and the private
 * feed that puts the same dates in the user's calendar app.
 */
export function CalendarPage() {
  const t = useMessages();
  const format = useFormats();
  const trip = useCurrentTrip();
  const board = useTodoLists();
  const finances = useFinances();
  const today = localDay(useNow());
  const items = useMemo(
    // Described in the language drawn in, and again when it changes.
    () => calendarItemsOf({ trip, lists: board.data, finances: finances.data }, t.calendar.items, format),
    [trip, board.data, finances.data, t, format],
  );
  const failed = board.isError || finances.isError;

  function retry() {
    if (board.isError) void board.refetch();
    if (finances.isError) void finances.refetch();
  }

  return (
    <Page title={pageTitle('/calendar')}>
      {failed ? (
        <div className="calendar-page__failed">
          <MessageBox
            type="server_error"
            title={t.calendar.page.loadFailed}
            text={t.calendar.page.loadFailedText}
          />
          <RetryButton onRetry={retry} retrying={board.isFetching || finances.isFetching} />
        </div>
      ) : board.data && finances.data ? (
        <CalendarView items={items} today={today} />
      ) : (
        <CalendarSkeleton />
      )}
      <CalendarFeedPanel />
    </Page>
  );
}

function CalendarSkeleton() {
  const t = useMessages();
  return (
    <LoadingRegion label={t.calendar.page.loading} className="calendar-page__skeleton">
      <Card>
        <Skeleton shape="title" width={180} />
        <Skeleton shape="block" height={320} />
      </Card>
      <Card>
        <Skeleton shape="title" width={140} />
        <SkeletonText lines={5} />
      </Card>
    </LoadingRegion>
  );
}
