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
import './dashboard.css';

/**
 * Everything about the trip at a glance (spec section 2). Each widget loads its own data and keeps its
 * own height while it does, so a slow or failing feed neither blanks nor moves the others.
 */
export function DashboardPage() {
  const trip = useCurrentTrip();
  const user = useUser();
  return (
    <Page title="Dashboard">
      <div className="dashboard">
        <DealCard className="dashboard__deal" trip={trip} passenger={user.data?.name} />
        <CountdownCard className="dashboard__countdown" trip={trip} />
        <WeatherWidget className="dashboard__weather" />
        <AdviceStrip className="dashboard__advices" />
        <ExchangeWidget className="dashboard__exchange" />
        <FinanceWidget className="dashboard__finance" />
        <NewsWidget className="dashboard__news" />
        <RadioWidget className="dashboard__radio" />
        <TodoSummary className="dashboard__todo" />
      </div>
    </Page>
  );
}
