import type { TodoListForm } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import type { FieldProblems } from '@/lib/use-send-attempt';
import { TextInput } from '@/components/ui/text-input';
import { TitleInput } from '@/components/ui/title-input';
import { listDateOf, type ListDate } from '../todo-dates';
import { ColorPalette } from '@/components/ui/color-palette';
import { useMessages } from '@/i18n/language';
import { TextAreaField } from './text-area-field';
import './todo-forms.css';

/**
 * The list form's state; the rules of core (canAddTodoList, canEditTodoList) judge it. Its colour is any
 * #RRGGBB: a list coloured by another client keeps its colour until one of the palette's is picked. Its
 * date is the picked day with noon UTC of it, which is what the writes send.
 */
export type ListFormValue = TodoListForm & ListDate;

export type ListField = 'title' | 'description' | 'date';

/**
 * What keeps a list from being added or edited, field by field: canAddTodoList's rules in words (the
 * colour always holds one of the palette's).
 */
export function listProblems(form: ListFormValue, t: Messages): FieldProblems<ListField> {
  return {
    title: form.title.trim() === '' ? t.ui.missing.title : null,
    description: form.description.trim() === '' ? t.ui.missing.description : null,
    date: form.date > 0 ? null : t.ui.missing.date,
  };
}

interface TodoListFieldsProps {
  value: ListFormValue;
  onChange: (value: ListFormValue) => void;
  /** What a field lacks, once the user tried to send the form. */
  problem: (field: ListField) => string | undefined;
}

/** Title, Description, Color and Date: the fields of both the add and the edit modal. */
export function TodoListFields({ value, onChange, problem }: TodoListFieldsProps) {
  const t = useMessages();
  const set = (change: Partial<ListFormValue>) => onChange({ ...value, ...change });
  return (
    <>
      <TitleInput
        value={value.title}
        onChange={(title) => set({ title })}
        maxLength={200}
        problem={problem('title')}
      />
      <TextAreaField
        label={t.todo.fields.description}
        name="description"
        maxLength={5000}
        value={value.description}
        problem={problem('description')}
        onChange={(event) => set({ description: event.target.value })}
      />
      <ColorPalette value={value.color} onChange={(color) => set({ color })} />
      <TextInput
        label={t.todo.fields.date}
        type="date"
        name="date"
        value={value.dateDay}
        invalid={problem('date') !== undefined}
        hint={problem('date')}
        onChange={(event) => set(listDateOf(event.target.value))}
      />
    </>
  );
}
