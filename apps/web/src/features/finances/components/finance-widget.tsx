import { monthlyResume, monthOf, monthRange } from '@wayfarer/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { localDay } from '@/lib/calendar-day';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { useFinances } from '../api/get-finances';
import { monthLabel } from '../dates';
import { homeMoney } from '../money';
import { HalfDoughnut } from './half-doughnut';
import { Figure, signTone } from './figure';
import { CardTitleLink } from '@/components/ui/card-title-link';
import './finance-widget.css';

/**
 * The dashboard's finance part, for the current month: the four result cards and the half doughnut
 * with the percentage spent. Its header leads to /finances.
 */
export function FinanceWidget({ className }: { className?: string }) {
  const messages = useMessages();
  const t = messages.finances;
  const format = useFormats();
  const homeCurrency = useCurrentTrip().currentCurrency;
  const money = (cents: number) => homeMoney(format, cents, homeCurrency);
  const titleId = useId();
  const finances = useFinances();
  const [month] = useState(() => monthOf(localDay(Date.now())));
  const classes = ['finance-widget', className].filter(Boolean).join(' ');

  const head = (
    <header className="finance-widget__head">
      <h2 id={titleId}>
        <CardTitleLink to="/finances">{t.title}</CardTitleLink>
      </h2>
      <p className="finance-widget__month">{monthLabel(month, format)}</p>
    </header>
  );

  if (finances.isError) {
    return (
      <Card className={classes} aria-labelledby={titleId}>
        {head}
        <p className="finance-widget__failed">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void finances.refetch()}>
          {messages.common.retry}
        </Button>
      </Card>
    );
  }

  if (!finances.data) {
    return (
      <Card className={classes} aria-labelledby={titleId}>
        {head}
        <LoadingRegion label={t.loading} className="finance-widget__loading">
          <div className="finance-widget__cards">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="figure figure--tile">
                <Skeleton width="70%" />
                <Skeleton height={22} width="85%" />
              </div>
            ))}
          </div>
          <div className="half-doughnut">
            <Skeleton className="finance-widget__arc" />
            <Skeleton width={180} />
          </div>
        </LoadingRegion>
      </Card>
    );
  }

  const resume = monthlyResume(finances.data, monthRange(month));
  return (
    <Card className={classes} aria-labelledby={titleId}>
      {head}
      <dl className="finance-widget__cards">
        <Figure label={t.figures.totalEntrances} value={money(resume.totalEntrances)} tone="in" tile />
        <Figure label={t.figures.totalDomestic} value={money(resume.totalDomestic)} tone="domestic" tile />
        <Figure label={t.figures.totalTrip} value={money(resume.totalTrip)} tone="trip" tile />
        <Figure label={t.figures.profit} value={money(resume.profit)} tone={signTone(resume.profit)} tile />
      </dl>
      <HalfDoughnut resume={resume} homeCurrency={homeCurrency} />
    </Card>
  );
}
