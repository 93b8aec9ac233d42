import {
  canSaveExpense,
  FinanceKind,
  OTHERS_TITLE,
  parseMoneyInput,
  type Expense,
  type Goal,
  DEFAULT_COLOR,
} from '@wayfarer/core';
import { useState } from 'react';
import { expenses } from '../api/finance-items';
import { entryDate, isDateInput, toDateInput } from '../dates';
import { moneyInputText } from '../../../lib/money-text';
import { ColorPalette } from '../../../components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { DatedEntryFields } from './dated-entry-fields';
import { SelectField } from './select-field';

interface ExpenseFormProps {
  /** 1 domestic, 2 trip. */
  type: FinanceKind;
  /** The goals of the same kind, which the cost may count towards. */
  goals: readonly Goal[];
  expense?: Expense;
  onClose: () => void;
}

/** Add or edit a domestic or travel cost: title, value, its goal (optional: 'Othres'), colour and date. */
export function ExpenseForm({ type, goals, expense, onClose }: ExpenseFormProps) {
  const save = expenses.useSave();
  const remove = expenses.useDelete();
  const [title, setTitle] = useState(expense?.title ?? '');
  const [valueText, setValueText] = useState(expense ? moneyInputText(expense.value) : '');
  const [goalId, setGoalId] = useState(expense?.financesGoalId ?? '');
  const [color, setColor] = useState(expense?.color ?? DEFAULT_COLOR);
  const [day, setDay] = useState(() => toDateInput(expense?.date ?? Date.now()));

  const value = parseMoneyInput(valueText);
  const canSave = canSaveExpense({ title, value }) && isDateInput(day);
  const kind = type === FinanceKind.domestic ? 'domestic' : 'travel';

  return (
    <EntryModal
      title={expense ? `Edit ${kind} cost` : `Add ${kind} cost`}
      onClose={onClose}
      canSave={canSave}
      onSave={() => {
        const body = {
          type,
          title: title.trim(),
          color,
          value: value ?? 0,
          date: entryDate(day, expense?.date, Date.now()) ?? 0,
          financesGoalId: goalId || null,
        };
        return save.mutateAsync(expense ? { ...body, id: expense.id } : body);
      }}
      onDelete={expense && (() => remove.mutateAsync(expense.id))}
    >
      <DatedEntryFields
        title={title}
        onTitleChange={setTitle}
        valueText={valueText}
        onValueTextChange={setValueText}
        day={day}
        onDayChange={setDay}
      />
      <SelectField
        label="Goal"
        name="goal"
        value={goalId}
        onChange={(event) => setGoalId(event.target.value)}
      >
        <option value="">No goal ({OTHERS_TITLE})</option>
        {goals.map((goal) => (
          <option key={goal.id} value={goal.id}>
            {goal.title}
          </option>
        ))}
      </SelectField>
      <ColorPalette value={color} onChange={setColor} />
    </EntryModal>
  );
}
