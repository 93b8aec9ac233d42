import { canSaveEntrance, parseMoneyInput, type Entrance, DEFAULT_COLOR } from '@wayfarer/core';
import { useState } from 'react';
import { entrances } from '../api/finance-items';
import { entryDate, isDateInput, toDateInput } from '../dates';
import { moneyInputText } from '../../../lib/money-text';
import { ColorPalette } from '../../../components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { DatedEntryFields } from './dated-entry-fields';

interface EntranceFormProps {
  /** The entrance to edit; a new one is added without it. */
  entrance?: Entrance;
  onClose: () => void;
}

/** Add or edit an entrance (income): title, value, colour and date. */
export function EntranceForm({ entrance, onClose }: EntranceFormProps) {
  const save = entrances.useSave();
  const remove = entrances.useDelete();
  const [title, setTitle] = useState(entrance?.title ?? '');
  const [valueText, setValueText] = useState(entrance ? moneyInputText(entrance.value) : '');
  const [color, setColor] = useState(entrance?.color ?? DEFAULT_COLOR);
  const [day, setDay] = useState(() => toDateInput(entrance?.date ?? Date.now()));

  const value = parseMoneyInput(valueText);
  const canSave = canSaveEntrance({ title, value }) && isDateInput(day);

  return (
    <EntryModal
      title={entrance ? 'Edit entrance' : 'Add entrance'}
      onClose={onClose}
      canSave={canSave}
      onSave={() => {
        const body = {
          title: title.trim(),
          color,
          value: value ?? 0,
          date: entryDate(day, entrance?.date, Date.now()) ?? 0,
        };
        return save.mutateAsync(entrance ? { ...body, id: entrance.id } : body);
      }}
      onDelete={entrance && (() => remove.mutateAsync(entrance.id))}
    >
      <DatedEntryFields
        title={title}
        onTitleChange={setTitle}
        valueText={valueText}
        onValueTextChange={setValueText}
        day={day}
        onDayChange={setDay}
      />
      <ColorPalette value={color} onChange={setColor} />
    </EntryModal>
  );
}
