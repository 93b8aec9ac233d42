import { canSaveGoal, FinanceKind, parseMoneyInput, type Goal, DEFAULT_COLOR } from '@wayfarer/core';
import { useState } from 'react';
import { MoneyInput } from '../../../components/ui/money-input';
import { TextInput } from '../../../components/ui/text-input';
import { goals } from '../api/finance-items';
import { DEFAULT_DOMESTIC_ICON, DEFAULT_TRIP_ICON } from '../goal-icons';
import { moneyInputText } from '../../../lib/money-text';
import { ColorPalette } from '../../../components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { IconPicker } from './icon-picker';

interface GoalFormProps {
  /** 1 domestic, 2 trip. */
  type: FinanceKind;
  goal?: Goal;
  onClose: () => void;
}

/** Add or edit a domestic or travel goal: title, value, colour and one of the 20 icons. */
export function GoalForm({ type, goal, onClose }: GoalFormProps) {
  const save = goals.useSave();
  const remove = goals.useDelete();
  const domestic = type === FinanceKind.domestic;
  const [title, setTitle] = useState(goal?.title ?? '');
  const [valueText, setValueText] = useState(goal ? moneyInputText(goal.value) : '');
  const [color, setColor] = useState(goal?.color ?? DEFAULT_COLOR);
  const [icon, setIcon] = useState(goal?.icon ?? (domestic ? DEFAULT_DOMESTIC_ICON : DEFAULT_TRIP_ICON));

  const value = parseMoneyInput(valueText);
  const kind = domestic ? 'domestic' : 'travel';

  return (
    <EntryModal
      title={goal ? `Edit ${kind} goal` : `Add ${kind} goal`}
      onClose={onClose}
      canSave={canSaveGoal({ title, color, value })}
      onSave={() => {
        const body = { title: title.trim(), value: value ?? 0, color, icon, type };
        return save.mutateAsync(goal ? { ...body, id: goal.id } : body);
      }}
      onDelete={goal && (() => remove.mutateAsync(goal.id))}
      deleteNote={goal && `Its costs stay, counted under 'Othres'.`}
    >
      <TextInput
        label="Title"
        name="title"
        autoComplete="off"
        data-autofocus
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <MoneyInput label="Goal value" value={valueText} onChange={setValueText} />
      <ColorPalette value={color} onChange={setColor} />
      <IconPicker value={icon} onChange={setIcon} color={color} />
    </EntryModal>
  );
}
