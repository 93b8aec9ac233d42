import type { TodoListForm } from '@wayfarer/core';
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

interface TodoListFieldsProps {
  value: ListFormValue;
  onChange: (value: ListFormValue) => void;
}

/** Title, Description, Color and Date: the fields of both the add and the edit modal. */
export function TodoListFields({ value, onChange }: TodoListFieldsProps) {
  const t = useMessages();
  const set = (change: Partial<ListFormValue>) => onChange({ ...value, ...change });
  return (
    <>
      <TitleInput value={value.title} onChange={(title) => set({ title })} maxLength={200} />
      <TextAreaField
        label={t.todo.fields.description}
        name="description"
        maxLength={5000}
        value={value.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <ColorPalette value={value.color} onChange={(color) => set({ color })} />
      <TextInput
        label={t.todo.fields.date}
        type="date"
        name="date"
        value={value.dateDay}
        onChange={(event) => set(listDateOf(event.target.value))}
      />
    </>
  );
}
