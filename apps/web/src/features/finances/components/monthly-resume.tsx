import { formatMoney, formatPercentage, type MonthlyResumeFigures } from '@wayfarer/core';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { ringFill } from '../progress';
import { Figure, signTone } from './figure';
import './monthly-resume.css';

interface MonthlyResumeProps {
  resume: MonthlyResumeFigures;
  /** 'March 2026' */
  month: string;
}

/** The selected month's totals, its profit, and how much of the entrances went out. */
export function MonthlyResume({ resume, month }: MonthlyResumeProps) {
  const titleId = useId();
  const loss = resume.profit < 0;
  return (
    <Card className="resume" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <div>
          <h2 id={titleId}>Monthly resume</h2>
          <p className="finances__muted">{month}</p>
        </div>
      </header>
      <dl className="figures">
        <Figure label="Total Entrances" value={formatMoney(resume.totalEntrances)} tone="in" />
        <Figure label="Total Domestic" value={formatMoney(resume.totalDomestic)} tone="domestic" />
        <Figure label="Total Trip" value={formatMoney(resume.totalTrip)} tone="trip" />
        <Figure label="Profit" value={formatMoney(resume.profit)} tone={signTone(resume.profit)} emphasis />
      </dl>
      <div className="resume__spent">
        <p className="resume__spent-head">
          <span>Spent of the entrances</span>
          <strong className={loss ? 'finances__loss' : undefined}>
            {formatPercentage(resume.percentage)}
          </strong>
        </p>
        <span className={['meter', loss && 'meter--over'].filter(Boolean).join(' ')} aria-hidden="true">
          <span className="meter__fill" style={{ width: `${ringFill(resume.percentage) * 100}%` }} />
        </span>
      </div>
    </Card>
  );
}
