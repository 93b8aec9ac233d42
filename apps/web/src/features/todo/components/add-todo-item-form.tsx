import { canAddTodoItem } from '@wayfarer/core';
import { isPlausibleDay } from '@/lib/calendar-day';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import type { todoComments, todoTasks } from '../api/list-items';
import { TextAreaField } from './text-area-field';

/** The words of one kind of item's form. */
export interface TodoItemFormLabels {
  title: string;
  description: string;
  submit: string;
  /** The message's title when the server refuses, e.g. 'The task was not added.' */
  failure: string;
}

interface AddTodoItemFormProps {
  id: string;
  listId: string;
  /** How the item is added: a list's tasks or its comments. */
  items: typeof todoTasks | typeof todoComments;
  labels: TodoItemFormLabels;
  /** Gives the title field the focus again after an add, ready for the next item. */
  refocus?: boolean;
  /** A task's form: its due day may be picked too. */
  withDueDate?: boolean;
}

const EMPTY_FORM = { title: '', description: '', dueDate: '' };

/**
 * A task's or a comment's form: a title and a description, and a task's due day if wanted; it stays open
 * after an add, cleared.
 */
export function AddTodoItemForm({
  id,
  listId,
  items,
  labels,
  refocus = false,
  withDueDate = false,
}: AddTodoItemFormProps) {
  const t = useMessages();
  const create = items.useCreate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  // A half-typed date ('0002-…') is no day: the add waits for a whole one or none.
  const dueDateValid = form.dueDate === '' || isPlausibleDay(form.dueDate);
  const ready = canAddTodoItem(form) && dueDateValid;
  const [failed, setFailed] = useState<string | null>(null);
  const attempt = useSendAttempt({
    title: form.title.trim() === '' ? t.ui.missing.title : null,
    description: form.description.trim() === '' ? t.ui.missing.description : null,
    dueDate: dueDateValid ? null : t.todo.dueForm.wholeDate,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (create.isPending || !attempt.trySend(event.currentTarget) || !ready) return;
    setFailed(null);
    create.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        toDoListId: listId,
        ...(withDueDate && form.dueDate !== '' ? { dueDate: form.dueDate } : {}),
      },
      {
        onSuccess: () => {
          setForm(EMPTY_FORM);
          if (refocus) formRef.current?.querySelector('input')?.focus();
        },
        onError: (error) => setFailed(error.message),
      },
    );
  }

  return (
    <form ref={formRef} id={id} className="todo-subform" noValidate onSubmit={handleSubmit}>
      {failed && (
        <MessageBox type="error" title={labels.failure} text={failed} onClose={() => setFailed(null)} />
      )}
      <TextInput
        label={labels.title}
        autoComplete="off"
        maxLength={200}
        autoFocus
        value={form.title}
        invalid={attempt.problem('title') !== undefined}
        hint={attempt.problem('title')}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <TextAreaField
        label={labels.description}
        rows={2}
        maxLength={5000}
        value={form.description}
        problem={attempt.problem('description')}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
      {withDueDate && (
        <TextInput
          label={t.todo.dueForm.dueDateOptional}
          type="date"
          value={form.dueDate}
          invalid={!dueDateValid}
          hint={dueDateValid ? undefined : t.todo.dueForm.wholeDate}
          onChange={(event) => setForm({ ...form, dueDate: event.target.value })}
        />
      )}
      <div className="todo-subform__actions">
        <Button type="submit" unready={!ready} busy={create.isPending}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
