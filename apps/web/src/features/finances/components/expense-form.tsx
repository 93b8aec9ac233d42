import { FinanceKind, type Expense, type Goal } from '@wayfarer/core';
import { useState } from 'react';
import { useMessages } from '@/i18n/language';
import { expenses } from '../api/finance-items';
import { useDatedEntryForm } from '../use-dated-entry-form';
import { ColorPalette } from '@/components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { DatedEntryFields } from './dated-entry-fields';
import { SelectField } from '@/components/ui/select-field';

interface ExpenseFormProps {
  /** 1 domestic, 2 trip. */
  type: FinanceKind;
  /** The goals of the same kind, which the cost may count towards. */
  goals: readonly Goal[];
  expense?: Expense;
  onClose: () => void;
}

/**
 * Add or edit a domestic or travel cost: title, amount (a travel cost in the trip currency unless told
 * otherwise), its goal (optional: 'Othres'), colour and date.
 */
export function ExpenseForm({ type, goals, expense, onClose }: ExpenseFormProps) {
  const t = useMessages().finances;
  const save = expenses.useSave();
  const remove = expenses.useDelete();
  const form = useDatedEntryForm(expense, type === FinanceKind.domestic ? 'home' : 'trip');
  const [goalId, setGoalId] = useState(expense?.financesGoalId ?? '');
  const domestic = type === FinanceKind.domestic;

  return (
    <EntryModal
      title={
        domestic
          ? expense
            ? t.forms.editDomesticCost
            : t.forms.addDomesticCost
          : expense
            ? t.forms.editTravelCost
            : t.forms.addTravelCost
      }
      onClose={onClose}
      canSave={form.canSave}
      attempt={form.attempt}
      onSave={() => {
        const body = { ...form.body(), type, financesGoalId: goalId || null };
        return save.mutateAsync(expense ? { ...body, id: expense.id, version: expense.version } : body);
      }}
      onDelete={expense && (() => remove.mutateAsync(expense))}
    >
      <DatedEntryFields {...form.fields} />
      <SelectField
        label={t.forms.goal}
        name="goal"
        value={goalId}
        onChange={(event) => setGoalId(event.target.value)}
      >
        <option value="">{t.forms.noGoal(t.others)}</option>
        {goals.map((goal) => (
          <option key={goal.id} value={goal.id}>
            {goal.title}
          </option>
        ))}
      </SelectField>
      <ColorPalette {...form.palette} />
    </EntryModal>
  );
}
