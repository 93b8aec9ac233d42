import {
  formatItemAmount,
  formatMoney,
  formatPercentage,
  type Goal,
  type GoalsProgress,
} from '@wayfarer/core';
import { Shapes } from 'lucide-react';
import { useId } from 'react';
import { goalIcon } from '../goal-icons';
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
  const titleId = useId();
  const empty = progress.goals.length === 0 && !progress.others;
  return (
    <section className="finances__section" aria-labelledby={titleId}>
      <header className="finances__section-head">
        <h2 id={titleId}>Domestic goals</h2>
        <p className="finances__muted">Spent in {month}</p>
      </header>
      {empty ? (
        <p className="card finances__empty">No goals added yet.</p>
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
                      {formatPercentage(percentage)}
                    </span>
                  </span>
                  <span className="goal-card__amount">
                    <strong>{formatMoney(spent)}</strong>{' '}
                    <span>of {formatItemAmount(goal, homeCurrency)}</span>
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
                    <span className="goal-card__title">{progress.others.title}</span>
                  </span>
                  <span className="goal-card__amount">
                    <strong>{formatMoney(progress.others.spent)}</strong> <span>without a goal</span>
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
