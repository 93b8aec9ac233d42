import { FinanceKind, formatMoney, type Activity } from '@wayfarer/core';
import { useId, type CSSProperties } from 'react';
import { Card } from '../../../components/ui/card';
import { dayMonth } from '../dates';
import './actives-table.css';

interface ActivesTableProps {
  /** The month's entrances and costs, newest first. */
  activities: readonly Activity[];
  /** 'March 2026' */
  month: string;
  onOpen: (activity: Activity) => void;
}

function kindOf(activity: Activity): string {
  if (activity.kind === 'entrance') return 'Entrance';
  return activity.item.type === FinanceKind.domestic ? 'Domestic cost' : 'Travel cost';
}

/**
 * The actives table: title, day/month and value. A click anywhere on a row opens its edit modal; the
 * title is a button, so Tab reaches each row and Enter or Space opens it.
 */
export function ActivesTable({ activities, month, onOpen }: ActivesTableProps) {
  const titleId = useId();
  return (
    <Card className="actives" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <div>
          <h2 id={titleId}>Activities</h2>
          <p className="finances__muted">{month}</p>
        </div>
      </header>
      {activities.length === 0 ? (
        <p className="finances__empty">No activities added yet.</p>
      ) : (
        <table className="actives__table">
          <caption className="visually-hidden">
            Entrances and costs of {month}, newest first. Choose one to edit or delete it.
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col" className="actives__date">
                Date
              </th>
              <th scope="col" className="actives__value">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {activities.map((activity) => {
              const { item } = activity;
              const income = activity.kind === 'entrance';
              return (
                <tr
                  key={`${activity.kind}-${item.id}`}
                  className="actives__row"
                  onClick={() => onOpen(activity)}
                >
                  <td>
                    <button
                      type="button"
                      className="actives__open"
                      style={{ '--dot': item.color } as CSSProperties}
                    >
                      <span className="actives__dot" aria-hidden="true" />
                      <span className="actives__text">
                        <span className="actives__title">{item.title}</span>
                        <span className="actives__kind">
                          {kindOf(activity)}
                          {/* Narrow screens show the day here, in place of the Date column. */}
                          <span className="actives__inline-date"> · {dayMonth(item.date)}</span>
                        </span>
                      </span>
                    </button>
                  </td>
                  <td className="actives__date">{dayMonth(item.date)}</td>
                  <td
                    className={['actives__value', income && 'actives__value--in'].filter(Boolean).join(' ')}
                  >
                    {formatMoney(item.value)}
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
