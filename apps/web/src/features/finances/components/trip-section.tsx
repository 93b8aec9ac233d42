import { otherCurrencyOf, type Goal, type GoalProgress, type TripResume } from '@wayfarer/core';
import { createElement, useId, type CSSProperties } from 'react';
import { Card } from '@/components/ui/card';
import { MessageBox } from '@/components/ui/message-box';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useAddedBy } from '@/lib/current-trip';
import { sharedFinanceTexts } from '../messages';
import { goalIcon } from '../goal-icons';
import { homeMoney, percentText, rateShown } from '../money';
import { ringFill, tripBar } from '../progress';
import { tripResultShown } from '../figure-notes';
import { Figure } from './figure';
import './finance-parts.css';
import './goal-grid.css';
import './trip-section.css';

interface TripSectionProps {
  goals: readonly GoalProgress[];
  resume: TripResume;
  onEdit: (goal: Goal) => void;
  /** The home currency the figures are in. */
  homeCurrency: string;
  /** A viewer's: the section says why the goals are shown, not opened (each goal's `can` says which open). */
  readOnly?: boolean;
}

/** A goal set in the trip currency, as it was entered, under its title: '€ 500.00 at 6.2134'. */
function GoalOriginal({ goal }: { goal: Goal }) {
  const t = useMessages().finances.trip;
  const format = useFormats();
  const other = otherCurrencyOf(goal);
  if (!other) return null;
  return (
    <span className="trip-goal__original">
      {t.original(format.money(other.originalValue, other.originalCurrency), rateShown(format, other.rate))}
    </span>
  );
}

/** The trip: its goal cards and the resume, over every month (the trip is saved for over time). */
export function TripSection({ goals, resume, onEdit, homeCurrency, readOnly = false }: TripSectionProps) {
  const t = useMessages().finances.trip;
  const titleId = useId();
  return (
    <section className="finances__section" aria-labelledby={titleId}>
      <header className="finances__section-head">
        <h2 id={titleId}>{t.title}</h2>
        <p className="finances__muted">{t.allMonths}</p>
      </header>
      {readOnly && <MessageBox {...sharedFinanceTexts().viewerNotice} />}
      <div className="trip">
        {goals.length === 0 ? (
          <p className="card finances__empty trip__empty">{t.empty}</p>
        ) : (
          <ul className="goal-grid trip-goals">
            {goals.map((progress) => (
              <li key={progress.goal.id}>
                <TripGoalCard
                  progress={progress}
                  homeCurrency={homeCurrency}
                  onEdit={progress.goal.can.edit ? onEdit : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <TripResumeCard resume={resume} homeCurrency={homeCurrency} />
      </div>
    </section>
  );
}

/** A trip goal's card: a button that opens it, or (a viewer's) a card that only shows it. */
interface TripGoalCardProps {
  progress: GoalProgress;
  homeCurrency: string;
  onEdit?: ((goal: Goal) => void) | undefined;
}

function TripGoalCard({ progress, homeCurrency, onEdit }: TripGoalCardProps) {
  const { goal } = progress;
  const style = { '--goal-color': goal.color } as CSSProperties;
  if (!onEdit) {
    return (
      <div className="card trip-goal trip-goal--static" style={style}>
        <TripGoalContent progress={progress} homeCurrency={homeCurrency} />
      </div>
    );
  }
  return (
    <button type="button" className="card trip-goal" style={style} onClick={() => onEdit(goal)}>
      <TripGoalContent progress={progress} homeCurrency={homeCurrency} />
    </button>
  );
}

function TripGoalContent({ progress, homeCurrency }: { progress: GoalProgress; homeCurrency: string }) {
  const t = useMessages().finances.trip;
  const format = useFormats();
  const money = (cents: number) => homeMoney(format, cents, homeCurrency);
  const { goal, spent, result, percentage } = progress;
  const addedBy = useAddedBy()(goal.createdBy);
  return (
    <>
      <span className="trip-goal__head">
        <span className="trip-goal__icon" aria-hidden="true">
          {createElement(goalIcon(goal.icon), { size: 20 })}
        </span>
        <span className="trip-goal__title">{goal.title}</span>
        <span className="trip-goal__percent">{percentText(format, percentage)}</span>
      </span>
      <GoalOriginal goal={goal} />
      <span className="meter meter--goal" aria-hidden="true">
        <span className="meter__fill" style={{ width: `${ringFill(percentage) * 100}%` }} />
      </span>
      <span className="trip-goal__figures">
        <TripFigure label={t.spent} value={money(spent)} />
        <TripFigure label={t.goal} value={money(goal.value)} />
        <TripFigure label={t.result} value={money(result)} over={result < 0} />
      </span>
      {addedBy && <span className="trip-goal__added-by">{addedBy}</span>}
    </>
  );
}

/** A figure inside a button, where a <dl> may not go. */
function TripFigure({ label, value, over = false }: { label: string; value: string; over?: boolean }) {
  return (
    <span className="trip-goal__figure" data-label={label}>
      <span className="trip-goal__label">{label}</span>
      <span className={['trip-goal__value', over && 'finances__loss'].filter(Boolean).join(' ')}>
        {value}
      </span>
    </span>
  );
}

function TripResumeCard({ resume, homeCurrency }: { resume: TripResume; homeCurrency: string }) {
  const t = useMessages().finances;
  const format = useFormats();
  const money = (cents: number) => homeMoney(format, cents, homeCurrency);
  const titleId = useId();
  const bar = tripBar(resume);
  const result = tripResultShown(resume, t.trip, money);
  const description =
    resume.totalGoals > 0
      ? t.trip.barDescription(
          percentText(format, resume.percentage),
          percentText(format, Math.round(bar.cash * 100) / 100),
        )
      : t.trip.noGoals;
  return (
    <Card className="trip-resume" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <h2 id={titleId}>{t.trip.resumeTitle}</h2>
      </header>
      <dl className="figures">
        <Figure label={t.figures.totalGoals} value={money(resume.totalGoals)} />
        <Figure label={t.figures.totalSpent} value={money(resume.totalSpent)} tone="trip" />
        <Figure label={t.figures.cashInHand} value={money(resume.cashInHand)} tone="in" />
        <Figure label={t.figures.result} value={money(resume.result)} tone={result.tone} emphasis />
      </dl>
      <p className="figures__note">{result.note}</p>
      <div className="trip-resume__bar">
        <span className="stacked-bar" role="img" aria-label={description}>
          <span className="stacked-bar__spent" style={{ width: `${bar.spent}%` }} />
          <span className="stacked-bar__cash" style={{ width: `${bar.cash}%` }} />
        </span>
        <ul className="legend" aria-hidden="true">
          <li className="legend__item legend__item--spent">{t.trip.legendSpent}</li>
          <li className="legend__item legend__item--cash">{t.trip.legendCash}</li>
          <li className="legend__item legend__item--missing">{t.trip.legendMissing}</li>
        </ul>
      </div>
    </Card>
  );
}
