import { Page } from '../../components/layout/page';
import { useCurrentTrip } from '../../lib/current-trip';
import { useUser } from '../../features/account/api/get-user';
import { AdviceStrip } from '../../features/advices/components/advice-strip';
import { ExchangeWidget } from '../../features/exchange/components/exchange-widget';
import { FinanceWidget } from '../../features/finances/components/finance-widget';
import { NewsWidget } from '../../features/news/components/news-widget';
import { RadioWidget } from '../../features/radio/components/radio-widget';
import { TodoSummary } from '../../features/todo/components/todo-summary';
import { CountdownCard } from '../../features/trip/components/countdown-card';
import { DealCard } from '../../features/trip/components/deal-card';
import { WeatherWidget } from '../../features/weather/components/weather-widget';
import { WidgetBoundary } from './widget-boundary';
import './dashboard.css';
import { PAGE_TITLES } from '../../lib/page-titles';

/**
 * Everything about the trip at a glance (spec section 2). Each widget loads its own data and keeps its
 * own height while it does, so a slow or failing feed neither blanks nor moves the others, and one that
 * fails to render is caught in its own place.
 */
export function DashboardPage() {
  const trip = useCurrentTrip();
  const user = useUser();
  return (
    <Page title={PAGE_TITLES['/']}>
      <div className="dashboard">
        <WidgetBoundary name="Deal" className="dashboard__deal">
          <DealCard className="dashboard__deal" trip={trip} passenger={user.data?.name} />
        </WidgetBoundary>
        <WidgetBoundary name="Countdown" className="dashboard__countdown">
          <CountdownCard className="dashboard__countdown" trip={trip} />
        </WidgetBoundary>
        <WidgetBoundary name="Weather" className="dashboard__weather">
          <WeatherWidget className="dashboard__weather" />
        </WidgetBoundary>
        <WidgetBoundary name="Advices" className="dashboard__advices">
          <AdviceStrip className="dashboard__advices" />
        </WidgetBoundary>
        <WidgetBoundary name="Exchange" className="dashboard__exchange">
          <ExchangeWidget className="dashboard__exchange" />
        </WidgetBoundary>
        <WidgetBoundary name="Finances" className="dashboard__finance">
          <FinanceWidget className="dashboard__finance" />
        </WidgetBoundary>
        <WidgetBoundary name="Noticies" className="dashboard__news">
          <NewsWidget className="dashboard__news" />
        </WidgetBoundary>
        <WidgetBoundary name="Radio" className="dashboard__radio">
          <RadioWidget className="dashboard__radio" />
        </WidgetBoundary>
        <WidgetBoundary name="To Do List" className="dashboard__todo">
          <TodoSummary className="dashboard__todo" />
        </WidgetBoundary>
      </div>
    </Page>
  );
}
