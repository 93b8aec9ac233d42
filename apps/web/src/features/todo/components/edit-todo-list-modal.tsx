import { canEditTodoList, type TodoList } from '@wayfarer/core';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useDeleteTodoList } from '../api/delete-todo-list';
import { useUpdateTodoList } from '../api/update-todo-list';
import { useBoardNotice } from '../board-notice';
import { useAddedBy } from '@/lib/current-trip';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { formatListDate } from '../todo-dates';
import { TodoAttachmentsSection } from './todo-attachments-section';
import { TodoCommentsSection } from './todo-comments-section';
import { listProblems, TodoListFields, type ListFormValue } from './todo-list-fields';
import { TodoTasksSection } from './todo-tasks-section';
import './todo-edit.css';

interface EditTodoListModalProps {
  /** The list as the board holds it now; its tasks, attachments and comments update in place. */
  list: TodoList;
  /** A viewer's: the list and its items shown, with no form, no Edit, no Delete. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * The edit modal: the list's fields with Edit and Delete, then its Tasks, Attachments and Comments.
 * Edit and Delete show on the board at once (spec section 4) and close the modal.
 */
export function EditTodoListModal({ list, readOnly = false, onClose }: EditTodoListModalProps) {
  if (readOnly) return <TodoListModal list={list} onClose={onClose} />;
  return <EditableTodoListModal list={list} onClose={onClose} />;
}

function EditableTodoListModal({ list, onClose }: { list: TodoList; onClose: () => void }) {
  const t = useMessages();
  const formId = useId();
  const addedBy = useAddedBy()(list.createdBy);
  const update = useUpdateTodoList();
  const remove = useDeleteTodoList();
  const { notice, dismiss } = useBoardNotice();
  const [form, setForm] = useState<ListFormValue>(() => ({
    title: list.title,
    description: list.description,
    color: list.color,
    date: list.date,
    dateDay: list.dateDay,
  }));
  // The list as it was when the modal opened: a companion's change arriving meanwhile must not become the
  // version this edit claims to be based on.
  const [opened] = useState(list);
  const [confirming, setConfirming] = useState(false);
  // Focus follows the confirmation in and out, instead of falling back to the page.
  const [cancelled, setCancelled] = useState(false);
  const attempt = useSendAttempt(listProblems(form, t));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!attempt.trySend(event.currentTarget) || !canEditTodoList(form)) return;
    update.mutate({
      id: list.id,
      title: form.title.trim(),
      description: form.description.trim(),
      color: form.color,
      date: form.date,
      dateDay: form.dateDay,
      version: opened.version,
    });
    onClose();
  }

  function handleDelete() {
    onClose();
    remove.mutate(opened);
  }

  return (
    <Modal open onClose={onClose} title={t.todo.editList.title} size="large">
      <div className="todo-edit">
        {notice && <MessageBox {...notice} onClose={dismiss} className="todo-edit__notice" />}
        <form id={formId} className="form-stack todo-form todo-edit__form" noValidate onSubmit={handleSubmit}>
          {addedBy && <p className="todo-edit__added-by">{addedBy}</p>}
          <TodoListFields value={form} onChange={setForm} problem={attempt.problem} />
          {confirming ? (
            <div className="todo-edit__confirm" role="group" aria-label={t.todo.editList.confirmLabel}>
              <p>
                {t.todo.editList.confirmBefore}
                <strong>{list.title}</strong>
                {t.todo.editList.confirmAfter}
              </p>
              <div className="todo-edit__buttons">
                <Button
                  variant="secondary"
                  autoFocus
                  onClick={() => {
                    setConfirming(false);
                    setCancelled(true);
                  }}
                >
                  {t.common.cancel}
                </Button>
                <Button variant="danger" onClick={handleDelete}>
                  {t.todo.editList.deleteList}
                </Button>
              </div>
            </div>
          ) : (
            <div className="todo-edit__buttons">
              <Button
                variant="secondary"
                className="todo-edit__delete"
                autoFocus={cancelled}
                icon={<Trash2 aria-hidden="true" size={18} />}
                onClick={() => setConfirming(true)}
              >
                {t.common.delete}
              </Button>
              <Button type="submit" unready={!canEditTodoList(form)}>
                {t.common.edit}
              </Button>
            </div>
          )}
        </form>
        <div className="todo-edit__sections">
          <TodoTasksSection list={list} />
          <TodoAttachmentsSection list={list} />
          <TodoCommentsSection list={list} />
        </div>
      </div>
    </Modal>
  );
}

/** The list as a viewer sees it: its title, colour, description, date and author, then its items. */
function TodoListModal({ list, onClose }: { list: TodoList; onClose: () => void }) {
  const t = useMessages();
  const addedBy = useAddedBy()(list.createdBy);
  return (
    <Modal open onClose={onClose} title={t.todo.shared.listTitle} size="large">
      <div className="todo-edit">
        <div className="todo-edit__form todo-details">
          <h3 className="todo-details__title">
            <span className="todo-details__dot" style={{ background: list.color }} aria-hidden="true" />
            {list.title}
          </h3>
          <p className="todo-details__description">{list.description}</p>
          <dl className="todo-details__facts">
            <div>
              <dt>{t.todo.shared.date}</dt>
              <dd>
                <time dateTime={list.dateDay}>{formatListDate(list.dateDay)}</time>
              </dd>
            </div>
          </dl>
          {addedBy && <p className="todo-edit__added-by">{addedBy}</p>}
        </div>
        <div className="todo-edit__sections">
          <TodoTasksSection list={list} readOnly />
          <TodoAttachmentsSection list={list} readOnly />
          <TodoCommentsSection list={list} readOnly />
        </div>
      </div>
    </Modal>
  );
}
