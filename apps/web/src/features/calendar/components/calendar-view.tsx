import { addMonths, monthOf } from '@wayfarer/core';
import { useId, useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { useFormats, type Formats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { agendaFrom, itemsOn, type CalendarItem } from '../calendar-items';
import { isInMonth, sameDateIn } from '../month-grid';
import { CalendarItemList } from './calendar-item-list';
import { MonthCalendar } from './month-calendar';
import './calendar-view.css';

/** How many days with items the agenda lists ahead. */
const AGENDA_DAYS = 10;

const longDayOf = (formats: Formats) => (day: string) =>
  formats.date(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

interface CalendarViewProps {
  /** In day order. */
  items: readonly CalendarItem[];
  today: string;
}

/** The month grid with the chosen day's items under it, and the agenda of the days to come beside. */
export function CalendarView({ items, today }: CalendarViewProps) {
  const t = useMessages();
  const longDay = longDayOf(useFormats());
  const [month, setMonth] = useState(() => monthOf(today));
  const [active, setActive] = useState(today);
  const [selected, setSelected] = useState(today);
  const dayTitleId = useId();
  const agendaTitleId = useId();
  const itemsByDay = useMemo(() => {
    const byDay = new Map<string, CalendarItem[]>();
    for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
    return byDay;
  }, [items]);
  const agenda = useMemo(() => agendaFrom(items, today, AGENDA_DAYS), [items, today]);
  const selectedItems = itemsOn(items, selected);

  function activate(day: string) {
    setActive(day);
    if (!isInMonth(day, month)) setMonth(monthOf(day));
  }

  function showMonth(by: number) {
    const next = addMonths(month, by);
    setMonth(next);
    setActive(isInMonth(sameDateIn(active, by), next) ? sameDateIn(active, by) : sameDateIn(today, by));
  }

  return (
    <div className="calendar-view">
      <Card className="calendar-view__month">
        <MonthCalendar
          month={month}
          active={active}
          selected={selected}
          today={today}
          itemsByDay={itemsByDay}
          onActivate={activate}
          onSelect={setSelected}
          onShowMonth={showMonth}
        />
        <section className="calendar-view__day" aria-labelledby={dayTitleId} aria-live="polite">
          <h3 id={dayTitleId}>{longDay(selected)}</h3>
          {selectedItems.length > 0 ? (
            <CalendarItemList items={selectedItems} />
          ) : (
            <p className="calendar-view__empty">{t.calendar.view.nothingOnDay}</p>
          )}
        </section>
      </Card>
      <Card className="calendar-view__agenda" aria-labelledby={agendaTitleId}>
        <h2 id={agendaTitleId}>{t.calendar.view.comingUp}</h2>
        {agenda.length > 0 ? (
          agenda.map(({ day, items: dayItems }) => (
            <div key={day} className="calendar-view__agenda-day">
              <h3>
                <time dateTime={day}>
                  {day === today ? t.calendar.view.today(longDay(day)) : longDay(day)}
                </time>
              </h3>
              <CalendarItemList items={dayItems} />
            </div>
          ))
        ) : (
          <p className="calendar-view__empty">{t.calendar.view.nothingAhead}</p>
        )}
      </Card>
    </div>
  );
}
