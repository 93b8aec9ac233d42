import { FinanceKind, type Entrance, type Expense, type Finances, type Goal } from '@wayfarer/core';
import { EntranceForm } from './entrance-form';
import { ExpenseForm } from './expense-form';
import { GoalForm } from './goal-form';

/** What the open modal adds or edits: no item means a new one. */
export type EditorTarget =
  | { kind: 'entrance'; entrance?: Entrance }
  | { kind: 'goal'; type: FinanceKind; goal?: Goal }
  | { kind: 'expense'; type: FinanceKind; expense?: Expense };

interface FinanceEditorProps {
  target: EditorTarget | null;
  finances: Finances;
  onClose: () => void;
  /** The trip's goals and costs may be added and changed (not by a viewer of the trip). */
  tripWritable?: boolean;
}

/** Whether the target is one of the trip's goals or costs, rather than the user's own. */
export const isTripTarget = (target: EditorTarget) =>
  target.kind !== 'entrance' && target.type === FinanceKind.trip;

/** The one finance modal open at a time; each opening starts with a fresh form. */
export function FinanceEditor({ target, finances, onClose, tripWritable = true }: FinanceEditorProps) {
  if (!target || (!tripWritable && isTripTarget(target))) return null;
  switch (target.kind) {
    case 'entrance':
      return <EntranceForm entrance={target.entrance} onClose={onClose} />;
    case 'goal':
      return <GoalForm type={target.type} goal={target.goal} onClose={onClose} />;
    case 'expense': {
      const goals = target.type === FinanceKind.domestic ? finances.domestic.goals : finances.trip.goals;
      return <ExpenseForm type={target.type} goals={goals} expense={target.expense} onClose={onClose} />;
    }
  }
}
