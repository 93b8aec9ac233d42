import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import type { CalendarItem } from '../calendar-items';
import { CalendarItemList } from './calendar-item-list';
import { MonthCalendar } from './month-calendar';

const nothing = () => undefined;

const adapters: CalendarItem = {
  key: 'task:t1',
  kind: 'task',
  day: '2026-06-10',
  title: 'Adapters',
  detail: 'Task of Pack bags',
  href: '/todolist?list=l1',
  done: true,
};

/** June 2026, today the 10th, one item on it. */
const june = () =>
  renderToStaticMarkup(
    <MonthCalendar
      month={{ year: 2026, monthIndex: 5 }}
      active="2026-06-10"
      selected="2026-06-10"
      today="2026-06-10"
      itemsByDay={new Map([['2026-06-10', [adapters]]])}
      onActivate={nothing}
      onSelect={nothing}
      onShowMonth={nothing}
    />,
  );

const attribute = (markup: string, name: string) =>
  [...markup.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((match) => match[1]);

describe('the month grid', () => {
  afterEach(() => showLanguage('en', en));

  it('names the month, the weekdays from Sunday as an English calendar has them and each day', () => {
    const markup = june();
    expect(markup).toContain('>June 2026</h2>');
    expect(attribute(markup, 'abbr')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(attribute(markup, 'data-day')[0]).toBe('2026-05-31');
    const labels = attribute(markup, 'aria-label');
    expect(labels).toContain('Previous month');
    expect(labels).toContain('Wednesday, June 10, today, 1 item');
    expect(labels).toContain('Thursday, June 11, nothing dated');
  });

  it('names them in Portuguese, the weeks from Sunday as a Brazilian calendar has them', () => {
    showLanguage('pt-BR', ptBR);
    const markup = june();
    expect(markup).toContain('>junho de 2026</h2>');
    expect(attribute(markup, 'abbr')[0]).toBe('domingo');
    expect(attribute(markup, 'abbr')[6]).toBe('sábado');
    expect(attribute(markup, 'data-day')[0]).toBe('2026-05-31');
    const labels = attribute(markup, 'aria-label');
    expect(labels).toContain('Mês anterior');
    expect(labels).toContain('quarta-feira, 10 de junho, hoje, 1 item');
  });

  it('says what a day’s item is, and that it is done, in the language drawn in', () => {
    const list = () =>
      renderToStaticMarkup(
        <Router ssrPath="/calendar">
          <CalendarItemList items={[adapters]} />
        </Router>,
      );
    expect(list()).toContain(
      'Task of Pack bags · Done</span></span><span class="calendar-item__kind">Task</span>',
    );
    showLanguage('pt-BR', ptBR);
    expect(list()).toContain(' · Concluída</span></span><span class="calendar-item__kind">Tarefa</span>');
  });
});
