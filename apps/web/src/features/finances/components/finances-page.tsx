import {
  domesticGoalsProgress,
  FinanceKind,
  monthlyResume,
  monthActivities,
  monthOf,
  monthRange,
  tripGoalsProgress,
  tripResume,
  type Activity,
  type Finances,
} from '@wayfarer/core';
import { useMemo, useState } from 'react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { localDay } from '@/lib/calendar-day';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip, useTripAccess } from '@/lib/current-trip';
import { useArrived } from '@/lib/use-arrived';
import { useFinances } from '../api/get-finances';
import { monthLabel } from '../dates';
import { failureMessage } from '../messages';
import { ActivitiesTable } from './activities-table';
import { AddMenu } from './add-menu';
import { DomesticGoals } from './domestic-goals';
import { EntrancesChart } from './entrances-chart';
import { FinanceEditor, type EditorTarget } from './finance-editor';
import { FinancesSkeleton } from './finances-skeleton';
import { MonthSelector } from './month-selector';
import { MonthlyResume } from './monthly-resume';
import { TripSection } from './trip-section';
import './finances.css';
import { pageTitle } from '@/lib/page-titles';

/**
 * /finances: the add menu, the entrances chart, the month's goals, resume and activities, then the trip.
 * A viewer of the trip changes their own entrances and domestic goals and costs, and only sees the
 * trip's.
 */
export function FinancesPage() {
  const t = useMessages().common;
  const finances = useFinances();
  const arrived = useArrived(finances.data, { deferOnMount: true });
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const access = useTripAccess();
  const tripWritable = access.may.write;

  return (
    <Page
      title={pageTitle('/finances')}
      actions={
        <AddMenu onSelect={setEditing} disabled={!finances.data || !access.known} tripItems={tripWritable} />
      }
    >
      {finances.data && arrived && access.known ? (
        <FinancesContent finances={finances.data} onEdit={setEditing} tripWritable={tripWritable} />
      ) : finances.isError ? (
        <div className="finances__failed">
          <MessageBox {...failureMessage(finances.error, 'load')} />
          <Button variant="secondary" onClick={() => void finances.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <FinancesSkeleton />
      )}
      {finances.data && (
        <FinanceEditor
          target={editing}
          finances={finances.data}
          tripWritable={tripWritable}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}

function editTarget(activity: Activity): EditorTarget {
  return activity.kind === 'entrance'
    ? { kind: 'entrance', entrance: activity.item }
    : { kind: 'expense', type: activity.item.type, expense: activity.item };
}

function FinancesContent({
  finances,
  onEdit,
  tripWritable,
}: {
  finances: Finances;
  onEdit: (target: EditorTarget) => void;
  tripWritable: boolean;
}) {
  const homeCurrency = useCurrentTrip().currentCurrency;
  const format = useFormats();
  const [today] = useState(() => monthOf(localDay(Date.now())));
  const [month, setMonth] = useState(today);
  const range = useMemo(() => monthRange(month), [month]);
  const label = monthLabel(month, format);

  return (
    <div className="finances">
      <EntrancesChart
        entrances={finances.entrances}
        current={today}
        selected={month}
        homeCurrency={homeCurrency}
      />
      <MonthSelector month={month} currentYear={today.year} onChange={setMonth} />
      <DomesticGoals
        progress={domesticGoalsProgress(finances, range)}
        month={label}
        homeCurrency={homeCurrency}
        onEdit={(goal) => onEdit({ kind: 'goal', type: FinanceKind.domestic, goal })}
      />
      <div className="finances__split">
        <MonthlyResume resume={monthlyResume(finances, range)} month={label} homeCurrency={homeCurrency} />
        <ActivitiesTable
          activities={monthActivities(finances, range)}
          month={label}
          homeCurrency={homeCurrency}
          onOpen={(activity) => onEdit(editTarget(activity))}
          canOpen={(activity) => activity.kind === 'entrance' || activity.item.can.edit}
        />
      </div>
      <TripSection
        goals={tripGoalsProgress(finances).goals}
        resume={tripResume(finances)}
        onEdit={(goal) => onEdit({ kind: 'goal', type: FinanceKind.trip, goal })}
        homeCurrency={homeCurrency}
        readOnly={!tripWritable}
      />
    </div>
  );
}
