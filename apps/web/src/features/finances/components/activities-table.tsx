import { FinanceKind, type Activity } from '@wayfarer/core';
import { useId, type CSSProperties } from 'react';
import { Card } from '@/components/ui/card';
import type { Messages } from '@/i18n/catalogue';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useAddedBy } from '@/lib/current-trip';
import { dayMonth } from '../dates';
import { itemAmountText } from '../money';
import './activities-table.css';
import { WaitingMark } from '@/components/ui/waiting-mark';

interface ActivitiesTableProps {
  /** The month's entrances and costs, newest first. */
  activities: readonly Activity[];
  /** 'March 2026' */
  month: string;
  /** The home currency: an amount entered in the trip one shows its home value in it beside it. */
  homeCurrency: string;
  onOpen: (activity: Activity) => void;
  /** Whether a row opens its edit modal: a viewer's trip costs do not (they are the trip's to change). */
  canOpen: (activity: Activity) => boolean;
}

function kindOf(activity: Activity, t: Messages['finances']['activities']): string {
  if (activity.kind === 'entrance') return t.entrance;
  return activity.item.type === FinanceKind.domestic ? t.domesticCost : t.travelCost;
}

/**
 * The activities table: title, day/month and value ('€ 12.50 · R$ 76.31' for an amount entered in the
 * trip currency). A click anywhere on a row opens its edit modal; the
 * title is a button, so Tab reaches each row and Enter or Space opens it.
 */
export function ActivitiesTable({ activities, month, homeCurrency, onOpen, canOpen }: ActivitiesTableProps) {
  const t = useMessages().finances.activities;
  const format = useFormats();
  const titleId = useId();
  const addedBy = useAddedBy();
  return (
    <Card className="activities" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <div>
          <h2 id={titleId}>{t.title}</h2>
          <p className="finances__muted">{month}</p>
        </div>
      </header>
      {activities.length === 0 ? (
        <p className="finances__empty">{t.empty}</p>
      ) : (
        <table className="activities__table">
          <caption className="visually-hidden">{t.caption(month)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columnTitle}</th>
              <th scope="col" className="activities__date">
                {t.columnDate}
              </th>
              <th scope="col" className="activities__value">
                {t.columnValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {activities.map((activity) => {
              const { item } = activity;
              const income = activity.kind === 'entrance';
              const opens = canOpen(activity);
              const author = activity.kind === 'expense' ? addedBy(activity.item.createdBy) : null;
              const content = (
                <>
                  <span className="activities__dot" aria-hidden="true" />
                  <span className="activities__text">
                    <span className="activities__title">{item.title}</span>
                    <span className="activities__kind">
                      {kindOf(activity, t)}
                      {/* Narrow screens show the day here, in place of the Date column. */}
                      <span className="activities__inline-date"> · {dayMonth(item.dateDay)}</span>
                      {author && <span className="activities__author"> · {author}</span>}
                    </span>
                    <WaitingMark itemIds={[item.id]} />
                  </span>
                </>
              );
              const dot = { '--dot': item.color } as CSSProperties;
              return (
                <tr
                  key={`${activity.kind}-${item.id}`}
                  className={opens ? 'activities__row' : 'activities__row activities__row--static'}
                  onClick={opens ? () => onOpen(activity) : undefined}
                >
                  <td>
                    {opens ? (
                      <button type="button" className="activities__open" style={dot}>
                        {content}
                      </button>
                    ) : (
                      <span className="activities__open activities__open--static" style={dot}>
                        {content}
                      </span>
                    )}
                  </td>
                  <td className="activities__date">{dayMonth(item.dateDay)}</td>
                  <td
                    className={['activities__value', income && 'activities__value--in']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {itemAmountText(format, item, homeCurrency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
