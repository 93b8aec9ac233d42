import type { Goal, GoalsProgress } from '@wayfarer/core';
import { Shapes } from 'lucide-react';
import { useId } from 'react';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { goalIcon } from '../goal-icons';
import { homeMoney, itemAmountText, percentText } from '../money';
import { GoalRing } from './goal-ring';
import './goal-grid.css';
import './domestic-goals.css';

interface DomesticGoalsProps {
  progress: GoalsProgress;
  /** 'March 2026' */
  month: string;
  /** The home currency, for goals set in the trip one. */
  homeCurrency: string;
  onEdit: (goal: Goal) => void;
}

/** The domestic goal cards of the selected month, and the 'Othres' card for spending without a goal. */
export function DomesticGoals({ progress, month, homeCurrency, onEdit }: DomesticGoalsProps) {
  const t = useMessages().finances;
  const format = useFormats();
  const titleId = useId();
  const empty = progress.goals.length === 0 && !progress.others;
  return (
    <section className="finances__section" aria-labelledby={titleId}>
      <header className="finances__section-head">
        <h2 id={titleId}>{t.domesticGoals.title}</h2>
        <p className="finances__muted">{t.domesticGoals.spentIn(month)}</p>
      </header>
      {empty ? (
        <p className="card finances__empty">{t.domesticGoals.empty}</p>
      ) : (
        <ul className="goal-grid">
          {progress.goals.map(({ goal, spent, percentage }) => (
            <li key={goal.id}>
              <button type="button" className="card goal-card" onClick={() => onEdit(goal)}>
                <GoalRing icon={goalIcon(goal.icon)} color={goal.color} percentage={percentage} />
                <span className="goal-card__text">
                  <span className="goal-card__top">
                    <span className="goal-card__title">{goal.title}</span>
                    <span
                      className={['goal-card__percent', percentage > 100 && 'goal-card__percent--over']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {percentText(format, percentage)}
                    </span>
                  </span>
                  <span className="goal-card__amount">
                    <strong>{homeMoney(format, spent, homeCurrency)}</strong>{' '}
                    <span>{t.domesticGoals.of(itemAmountText(format, goal, homeCurrency))}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
          {progress.others && (
            <li>
              <div className="card goal-card goal-card--others">
                <GoalRing icon={Shapes} color="#64748B" percentage={100} />
                <span className="goal-card__text">
                  <span className="goal-card__top">
                    <span className="goal-card__title">{t.others}</span>
                  </span>
                  <span className="goal-card__amount">
                    <strong>{homeMoney(format, progress.others.spent, homeCurrency)}</strong>{' '}
                    <span>{t.domesticGoals.withoutGoal}</span>
                  </span>
                </span>
              </div>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
