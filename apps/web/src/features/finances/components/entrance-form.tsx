import type { Entrance } from '@wayfarer/core';
import { useMessages } from '@/i18n/language';
import { entrances } from '../api/finance-items';
import { useDatedEntryForm } from '../use-dated-entry-form';
import { ColorPalette } from '@/components/ui/color-palette';
import { EntryModal } from './entry-modal';
import { DatedEntryFields } from './dated-entry-fields';

interface EntranceFormProps {
  /** The entrance to edit; a new one is added without it. */
  entrance?: Entrance;
  onClose: () => void;
}

/** Add or edit an entrance (income): title, amount in the home or the trip currency, colour and date. */
export function EntranceForm({ entrance, onClose }: EntranceFormProps) {
  const t = useMessages().finances.forms;
  const save = entrances.useSave();
  const remove = entrances.useDelete();
  // Income is earned at home, mostly: the home currency first.
  const form = useDatedEntryForm(entrance, 'home');

  return (
    <EntryModal
      title={entrance ? t.editEntrance : t.addEntrance}
      onClose={onClose}
      canSave={form.canSave}
      attempt={form.attempt}
      onSave={() => {
        const body = form.body();
        return save.mutateAsync(entrance ? { ...body, id: entrance.id, version: entrance.version } : body);
      }}
      onDelete={entrance && (() => remove.mutateAsync(entrance))}
    >
      <DatedEntryFields {...form.fields} />
      <ColorPalette {...form.palette} />
    </EntryModal>
  );
}
