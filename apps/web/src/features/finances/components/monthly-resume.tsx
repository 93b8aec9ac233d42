import type { MonthlyResumeFigures } from '@wayfarer/core';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { homeMoney, percentText } from '../money';
import { ringFill } from '../progress';
import { profitShown, spentWithoutEntrances } from '../figure-notes';
import { Figure } from './figure';
import './monthly-resume.css';

interface MonthlyResumeProps {
  resume: MonthlyResumeFigures;
  /** 'March 2026' */
  month: string;
  /** The home currency the figures are in. */
  homeCurrency: string;
}

/** The selected month's totals, its profit, and how much of the entrances went out. */
export function MonthlyResume({ resume, month, homeCurrency }: MonthlyResumeProps) {
  const t = useMessages().finances;
  const format = useFormats();
  const money = (cents: number) => homeMoney(format, cents, homeCurrency);
  const titleId = useId();
  const loss = resume.profit < 0;
  const profit = profitShown(resume, t.resume, money);
  return (
    <Card className="resume" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <div>
          <h2 id={titleId}>{t.resume.title}</h2>
          <p className="finances__muted">{month}</p>
        </div>
      </header>
      <dl className="figures">
        <Figure label={t.figures.totalEntrances} value={money(resume.totalEntrances)} tone="in" />
        <Figure label={t.figures.totalDomestic} value={money(resume.totalDomestic)} tone="domestic" />
        <Figure label={t.figures.totalTrip} value={money(resume.totalTrip)} tone="trip" />
        <Figure label={t.figures.profit} value={money(resume.profit)} tone={profit.tone} emphasis />
      </dl>
      <p className="figures__note">{profit.note}</p>
      <div className="resume__spent">
        <p className="resume__spent-head">
          <span>{t.resume.spentOfEntrances}</span>
          <strong className={loss ? 'finances__loss' : undefined}>
            {percentText(format, resume.percentage)}
          </strong>
        </p>
        <span className={['meter', loss && 'meter--over'].filter(Boolean).join(' ')} aria-hidden="true">
          <span className="meter__fill" style={{ width: `${ringFill(resume.percentage) * 100}%` }} />
        </span>
        {spentWithoutEntrances(resume) && <p className="finances__muted">{t.resume.noEntrances}</p>}
      </div>
    </Card>
  );
}
