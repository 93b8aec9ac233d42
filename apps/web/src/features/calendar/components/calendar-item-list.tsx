import { Link } from 'wouter';
import { useMessages } from '@/i18n/language';
import type { CalendarItem } from '../calendar-items';
import './calendar-item-list.css';

/** One day's items, each a link to where it is edited, with what it is and whether it is done. */
export function CalendarItemList({ items }: { items: readonly CalendarItem[] }) {
  const t = useMessages();
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
                {item.done && t.calendar.items.doneSuffix}
              </span>
            </span>
            <span className="calendar-item__kind">{t.calendar.items.kinds[item.kind]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
