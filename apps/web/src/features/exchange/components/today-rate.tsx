import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { formatRate, rateChangeText, type RateHistory } from '../exchange-model';
import './today-rate.css';

interface TodayRateProps {
  history: RateHistory;
  home: string;
  /** The line above the rate: 'Today' on /exchange, the pair on the dashboard. */
  label?: string;
  className?: string;
}

/** Today's rate (index 0), large, and which way it moved since yesterday, in words and colour. */
export function TodayRate({ history, home, label, className }: TodayRateProps) {
  const t = useMessages().exchange;
  const Icon = history.change > 0 ? TrendingUp : history.change < 0 ? TrendingDown : Minus;
  const tone = history.dearer ? 'dearer' : history.change < 0 ? 'cheaper' : 'same';
  return (
    <p className={['today-rate', className].filter(Boolean).join(' ')}>
      <span className="today-rate__label">{label ?? t.today}</span>
      <strong className="today-rate__rate">
        {formatRate(history.today)} <span className="today-rate__code">{home}</span>
      </strong>
      <span className={`today-rate__change today-rate__change--${tone}`}>
        <Icon aria-hidden="true" size={16} />
        {rateChangeText(history.change, history.today)}
      </span>
    </p>
  );
}

interface TodayRatePlaceholderProps {
  /** Grey bars while the rates load; grey dashes when there are none to show. */
  loading: boolean;
  label?: string;
  className?: string;
}

/** TodayRate's three lines, of the same heights, while there is no rate to show. */
export function TodayRatePlaceholder({ loading, label, className }: TodayRatePlaceholderProps) {
  const t = useMessages().exchange;
  return (
    <p
      className={['today-rate', 'today-rate--placeholder', className].filter(Boolean).join(' ')}
      aria-hidden={loading || undefined}
    >
      <span className="today-rate__label">{label ?? t.today}</span>
      {loading ? (
        <>
          <Skeleton height={35} width={140} />
          <Skeleton height={17} width={170} />
        </>
      ) : (
        <>
          <strong className="today-rate__rate">–.––</strong>
          <span className="today-rate__change">{t.noRate}</span>
        </>
      )}
    </p>
  );
}
