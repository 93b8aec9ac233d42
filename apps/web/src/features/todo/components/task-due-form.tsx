import { type BoardTask } from '@wayfarer/core';
import { isPlausibleDay } from '@/lib/calendar-day';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';

interface TaskDueFormProps {
  task: BoardTask;
  /** The day picked, or null to clear it. */
  onSave: (dueDate: string | null) => void;
  onCancel: () => void;
}

/**
 * A task's due day, picked and then saved once: saved as the field changes, a date typed digit by digit
 * would be sent at each digit, each write against the version the one before made stale.
 */
export function TaskDueForm({ task, onSave, onCancel }: TaskDueFormProps) {
  const t = useMessages();
  const [value, setValue] = useState(task.dueDate ?? '');
  const valid = value === '' || isPlausibleDay(value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (valid) onSave(value === '' ? null : value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return;
    // The form closes, not the modal around it.
    event.stopPropagation();
    event.preventDefault();
    onCancel();
  }

  return (
    <form className="todo-task__due-form" noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      <TextInput
        label={t.todo.dueForm.dueDateOf(task.title)}
        type="date"
        autoFocus
        value={value}
        invalid={!valid}
        hint={valid ? undefined : t.todo.dueForm.wholeDate}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="todo-task__due-actions">
        <Button variant="ghost" onClick={onCancel}>
          {t.common.cancel}
        </Button>
        {task.dueDate && (
          <Button variant="secondary" onClick={() => onSave(null)}>
            {t.todo.dueForm.clear}
          </Button>
        )}
        <Button type="submit" inactive={!valid}>
          {t.todo.dueForm.save}
        </Button>
      </div>
    </form>
  );
}
