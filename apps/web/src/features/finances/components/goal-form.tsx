import { canSaveGoal, FinanceKind, type Goal, DEFAULT_COLOR } from '@wayfarer/core';
import { useState } from 'react';
import { MoneyInput } from '@/components/ui/money-input';
import { TitleInput } from '@/components/ui/title-input';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { goals } from '../api/finance-items';
import { DEFAULT_DOMESTIC_ICON, DEFAULT_TRIP_ICON } from '../goal-icons';
import { useAmountFields } from '../use-amount-fields';
import { CurrencyChoice, RateFields } from './amount-fields';
import { ColorPalette } from '@/components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { IconPicker } from './icon-picker';

interface GoalFormProps {
  /** 1 domestic, 2 trip. */
  type: FinanceKind;
  goal?: Goal;
  onClose: () => void;
}

/**
 * Add or edit a domestic or travel goal: title, value (a travel goal in the trip currency unless told
 * otherwise), colour and one of the 20 icons.
 */
export function GoalForm({ type, goal, onClose }: GoalFormProps) {
  const t = useMessages().finances;
  const save = goals.useSave();
  const remove = goals.useDelete();
  const domestic = type === FinanceKind.domestic;
  const [title, setTitle] = useState(goal?.title ?? '');
  // A goal has no day: an amount in the trip currency takes the latest rate.
  const amount = useAmountFields(goal, domestic ? 'home' : 'trip');
  const [color, setColor] = useState(goal?.color ?? DEFAULT_COLOR);
  const [icon, setIcon] = useState(goal?.icon ?? (domestic ? DEFAULT_DOMESTIC_ICON : DEFAULT_TRIP_ICON));
  const missing = useMessages().ui.missing;
  // The colour always holds one of the palette's, and the rate's field says its own problem.
  const attempt = useSendAttempt({
    title: title.trim() === '' ? missing.title : null,
    value: amount.valueProblem,
    rate: amount.rateMissing,
  });

  return (
    <EntryModal
      title={
        domestic
          ? goal
            ? t.forms.editDomesticGoal
            : t.forms.addDomesticGoal
          : goal
            ? t.forms.editTravelGoal
            : t.forms.addTravelGoal
      }
      onClose={onClose}
      canSave={canSaveGoal({ title, color, value: amount.cents }) && amount.rateReady}
      attempt={attempt}
      onSave={() => {
        const body = { title: title.trim(), ...amount.body(), color, icon, type };
        return save.mutateAsync(goal ? { ...body, id: goal.id, version: goal.version } : body);
      }}
      onDelete={goal && (() => remove.mutateAsync(goal))}
      deleteNote={goal && t.forms.goalDeleteNote(t.others)}
    >
      <TitleInput value={title} onChange={setTitle} problem={attempt.problem('title')} />
      <CurrencyChoice amount={amount} />
      <MoneyInput
        label={t.forms.goalValue}
        value={amount.valueText}
        onChange={amount.setValueText}
        currency={amount.currency}
        missing={attempt.problem('value')}
      />
      <RateFields amount={amount} />
      <ColorPalette value={color} onChange={setColor} />
      <IconPicker value={icon} onChange={setIcon} color={color} />
    </EntryModal>
  );
}
