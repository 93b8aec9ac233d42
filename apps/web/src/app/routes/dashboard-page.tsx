import { useEffect, type ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { ReadsAfterFirstPaint, useReadsAllowed } from '@/lib/reads-after-first-paint';
import { warmUpIntl } from '@/lib/warm-up-intl';
import { useUser } from '@/features/account/api/get-user';
import { AdviceStrip } from '@/features/advices/components/advice-strip';
import { ExchangeWidget } from '@/features/exchange/components/exchange-widget';
import { FinanceWidget } from '@/features/finances/components/finance-widget';
import { NewsWidget } from '@/features/news/components/news-widget';
import { RadioWidget } from '@/features/radio/components/radio-widget';
import { TodoSummary } from '@/features/todo/components/todo-summary';
import { CountdownCard } from '@/features/trip/components/countdown-card';
import { DealCard } from '@/features/trip/components/deal-card';
import { WeatherWidget } from '@/features/weather/components/weather-widget';
import { WidgetBoundary } from './widget-boundary';
import './dashboard.css';

/**
 * Everything about the trip at a glance (spec section 2). Each widget loads its own data and keeps its
 * own height while it does, so a slow or failing feed neither blanks nor moves the others, and one that
 * fails to render is caught in its own place. All but the ticket's and the countdown's reads (the user,
 * the trip) are asked for once the browser has shown those two.
 */
export function DashboardPage() {
  const trip = useCurrentTrip();
  const user = useUser();
  const t = useMessages();
  const names = t.dashboard.widgets;
  // Each widget by its name (for its failure card), its place in the grid, and how it is drawn there.
  const widgets: [string, string, (className: string) => ReactNode][] = [
    [
      names.deal,
      'dashboard__deal',
      (area) => <DealCard className={area} trip={trip} passenger={user.data?.name} />,
    ],
    [names.countdown, 'dashboard__countdown', (area) => <CountdownCard className={area} trip={trip} />],
    [names.weather, 'dashboard__weather', (area) => <WeatherWidget className={area} />],
    [names.advices, 'dashboard__advices', (area) => <AdviceStrip className={area} />],
    [names.exchange, 'dashboard__exchange', (area) => <ExchangeWidget className={area} />],
    [names.finances, 'dashboard__finance', (area) => <FinanceWidget className={area} />],
    [names.news, 'dashboard__news', (area) => <NewsWidget className={area} />],
    [names.radio, 'dashboard__radio', (area) => <RadioWidget className={area} />],
    [names.todo, 'dashboard__todo', (area) => <TodoSummary className={area} />],
  ];
  return (
    <Page title={t.layout.pageTitles['/']}>
      <ReadsAfterFirstPaint>
        <IntlWarmUp />
        <div className="dashboard">
          {widgets.map(([name, area, draw]) => (
            <WidgetBoundary key={area} name={name} className={area}>
              {draw(area)}
            </WidgetBoundary>
          ))}
        </div>
      </ReadsAfterFirstPaint>
    </Page>
  );
}

/** Once the widgets' reads are on their way, ICU's data is loaded in a task of its own while they travel. */
function IntlWarmUp() {
  const readsAllowed = useReadsAllowed();
  useEffect(() => {
    if (!readsAllowed) return;
    const task = setTimeout(warmUpIntl);
    return () => clearTimeout(task);
  }, [readsAllowed]);
  return null;
}
