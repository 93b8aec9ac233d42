import { Link } from 'wouter';
import type { CalendarItem, CalendarItemKind } from '../calendar-items';
import './calendar-item-list.css';

const KIND_NAMES: Record<CalendarItemKind, string> = {
  trip: 'Trip',
  list: 'List',
  task: 'Task',
  entrance: 'Entrance',
  expense: 'Expense',
};

/** One day's items, each a link to where it is edited, with what it is and whether it is done. */
export function CalendarItemList({ items }: { items: readonly CalendarItem[] }) {
  return (
    <ul className="calendar-items">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} className="calendar-item">
            <span
              className="calendar-item__dot"
              style={item.color ? { background: item.color } : undefined}
              aria-hidden="true"
            />
            <span className="calendar-item__text">
              <span className="calendar-item__title" data-done={item.done}>
                {item.title}
              </span>
              <span className="calendar-item__detail">
                {item.detail}
                {item.done && ' · Done'}
              </span>
            </span>
            <span className="calendar-item__kind">{KIND_NAMES[item.kind]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
