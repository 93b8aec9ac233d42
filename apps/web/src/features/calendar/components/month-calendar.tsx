import { firstDayOf, type CalendarMonth } from '@wayfarer/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFormats, type Formats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { dayParts } from '@/lib/calendar-day';
import type { CalendarItem } from '../calendar-items';
import { dayKeyTarget, isInMonth, monthGrid, weekdaysFrom } from '../month-grid';
import './month-calendar.css';

/** The dots a day shows at most; its name says how many items it has. */
const MOST_DOTS = 3;

interface MonthCalendarProps {
  month: CalendarMonth;
  /** The day Tab reaches in the grid, and that the arrows move from. */
  active: string;
  /** The day whose items are shown. */
  selected: string;
  today: string;
  itemsByDay: ReadonlyMap<string, readonly CalendarItem[]>;
  /** Moves the active day; one in another month shows that month. */
  onActivate: (day: string) => void;
  onSelect: (day: string) => void;
  onShowMonth: (by: number) => void;
}

const monthTitle = (formats: Formats, month: CalendarMonth) =>
  formats.date(firstDayOf(month), { month: 'long', year: 'numeric' });

/**
 * The month as a grid of days (the WAI-ARIA grid: one day in the Tab order, the arrows move a day or a
 * week, Home and End to the week's ends, Page Up and Down a month), each day with a dot per item. Enter,
 * Space or a click selects a day, whose items show beside it.
 */
export function MonthCalendar({
  month,
  active,
  selected,
  today,
  itemsByDay,
  onActivate,
  onSelect,
  onShowMonth,
}: MonthCalendarProps) {
  const t = useMessages();
  const formats = useFormats();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the active day only after a key moved it, not when the page first draws the grid.
  const keyMoved = useRef(false);
  const { firstDayOfWeek } = formats;
  const weeks = monthGrid(month, firstDayOfWeek);

  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active, month]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, day: string) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(day);
      return;
    }
    const target = dayKeyTarget(event.key, day, firstDayOfWeek);
    if (target === null) return;
    event.preventDefault();
    keyMoved.current = true;
    onActivate(target);
  }

  return (
    <div className="month-calendar">
      <div className="month-calendar__head">
        <h2 id={titleId} className="month-calendar__title" aria-live="polite">
          {monthTitle(formats, month)}
        </h2>
        <div className="month-calendar__nav">
          <Button
            variant="ghost"
            iconOnly
            aria-label={t.calendar.month.previous}
            icon={<ChevronLeft aria-hidden="true" size={20} />}
            onClick={() => onShowMonth(-1)}
          />
          <Button
            variant="ghost"
            iconOnly
            aria-label={t.calendar.month.next}
            icon={<ChevronRight aria-hidden="true" size={20} />}
            onClick={() => onShowMonth(1)}
          />
        </div>
      </div>
      <table ref={gridRef} role="grid" className="month-calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdaysFrom(firstDayOfWeek).map((day) => (
              <th key={day} scope="col" abbr={formats.date(day, { weekday: 'long' })}>
                <span aria-hidden="true">{formats.date(day, { weekday: 'narrow' })}</span>
                <span className="visually-hidden">{formats.date(day, { weekday: 'long' })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const items = itemsByDay.get(day) ?? [];
                const name = [
                  formats.date(day, { weekday: 'long', day: 'numeric', month: 'long' }),
                  day === today && t.calendar.month.today,
                  items.length > 0 ? t.calendar.month.itemCount(items.length) : t.calendar.month.nothingDated,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === active ? 0 : -1}
                    aria-selected={day === selected}
                    aria-label={name}
                    aria-current={day === today ? 'date' : undefined}
                    className={[
                      'month-calendar__day',
                      !isInMonth(day, month) && 'month-calendar__day--outside',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => {
                      onActivate(day);
                      onSelect(day);
                    }}
                    onKeyDown={(event) => handleKeyDown(event, day)}
                  >
                    <span className="month-calendar__number" aria-hidden="true">
                      {dayParts(day).date}
                    </span>
                    {items.length > 0 && (
                      <span className="month-calendar__dots" aria-hidden="true">
                        {items.slice(0, MOST_DOTS).map((item) => (
                          <span
                            key={item.key}
                            className="month-calendar__dot"
                            style={item.color ? { background: item.color } : undefined}
                          />
                        ))}
                        {items.length > MOST_DOTS && (
                          <span className="month-calendar__more">+{items.length - MOST_DOTS}</span>
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
