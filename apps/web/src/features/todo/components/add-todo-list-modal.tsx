import { canAddTodoList, DEFAULT_COLOR } from '@wayfarer/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { localDay } from '@/lib/calendar-day';
import { useCreateTodoList } from '../api/create-todo-list';
import { listDateOf } from '../todo-dates';
import { TodoListFields, type ListFormValue } from './todo-list-fields';

/** Spec sections 4 and 9: an add form shows its loading state and closes about 2 seconds after submit. */
export const CLOSE_AFTER_SUBMIT_MS = 2000;

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
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const added = create.isSuccess;

  // The list is on the board as soon as the server answered; the modal goes 2 s after the submit.
  useEffect(() => {
    if (!added || submittedAt === null) return;
    const timer = setTimeout(onClose, Math.max(0, submittedAt + CLOSE_AFTER_SUBMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [added, submittedAt, onClose]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAddTodoList(form) || create.isPending || added) return;
    setMessage(null);
    setSubmittedAt(Date.now());
    create.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        color: form.color,
        date: form.date,
        dateDay: form.dateDay,
      },
      {
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
          <Button
            type="submit"
            form={formId}
            inactive={!canAddTodoList(form)}
            busy={create.isPending || added}
          >
            {t.todo.addList.add}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack todo-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        {added && <MessageBox type="success" title={t.todo.addList.added} text={t.todo.addList.addedText} />}
        <fieldset className="form-stack__fields todo-form__fields" disabled={create.isPending || added}>
          <TodoListFields value={form} onChange={setForm} />
        </fieldset>
      </form>
    </Modal>
  );
}
