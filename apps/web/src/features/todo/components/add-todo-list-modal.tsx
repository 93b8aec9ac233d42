import { canAddTodoList, DEFAULT_COLOR } from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { localDay } from '@/lib/calendar-day';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { useCreateTodoList } from '../api/create-todo-list';
import { listDateOf } from '../todo-dates';
import { listProblems, TodoListFields, type ListFormValue } from './todo-list-fields';

interface AddTodoListModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add To do list': a fresh form each time it opens. */
export function AddTodoListModal({ open, onClose }: AddTodoListModalProps) {
  return open ? <AddTodoListDialog onClose={onClose} /> : null;
}

function AddTodoListDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  const formId = useId();
  const create = useCreateTodoList();
  const [form, setForm] = useState<ListFormValue>(() => ({
    title: '',
    description: '',
    color: DEFAULT_COLOR,
    ...listDateOf(localDay(Date.now())),
  }));
  const [message, setMessage] = useState<Message | null>(null);
  const attempt = useSendAttempt(listProblems(form, t));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || !attempt.trySend(event.currentTarget) || !canAddTodoList(form)) return;
    setMessage(null);
    create.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        color: form.color,
        date: form.date,
        dateDay: form.dateDay,
      },
      {
        // The spec closes the form 2 s after the submit; the list is on the board from the server's answer
        // (or at once, queued offline), so waiting longer would only keep the user from it.
        onSuccess: onClose,
        onError: (error) =>
          setMessage({
            type: 'error',
            title: t.todo.addList.failed,
            text: error.message || t.todo.addList.failedText,
          }),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t.todo.addList.title}
      size="medium"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" form={formId} unready={!canAddTodoList(form)} busy={create.isPending}>
            {t.todo.addList.add}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack todo-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <fieldset className="form-stack__fields todo-form__fields" disabled={create.isPending}>
          <TodoListFields value={form} onChange={setForm} problem={attempt.problem} />
        </fieldset>
      </form>
    </Modal>
  );
}
