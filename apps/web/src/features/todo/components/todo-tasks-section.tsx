import type { BoardTask, TodoList } from '@wayfarer/core';
import { CalendarClock, Check, ListChecks } from 'lucide-react';
import { useRef, useState } from 'react';
import { localDay } from '@/lib/calendar-day';
import { useAddedBy } from '@/lib/current-trip';
import { useNow } from '@/lib/use-now';
import { useMessages } from '@/i18n/language';
import { todoTasks } from '../api/list-items';
import { useUpdateTodoTask } from '../api/update-todo-task';
import { AddTodoItemForm } from './add-todo-item-form';
import { DueBadge } from './due-badge';
import { TaskDueForm } from './task-due-form';
import { AddedBy, DeleteItemButton, TodoSection } from './todo-section';
import './todo-tasks.css';

/**
 * Tasks: a toggle opens the add form; a click on a task flips it done or not; each can be given a due
 * day, or have it changed or cleared, and be deleted. A viewer sees each task done or not and its due
 * day, and changes none.
 */
export function TodoTasksSection({ list, readOnly = false }: { list: TodoList; readOnly?: boolean }) {
  const t = useMessages();
  const addedBy = useAddedBy();
  const today = localDay(useNow());
  const tasks = list.tasks;

  return (
    <TodoSection
      icon={ListChecks}
      title={t.todo.tasks.title}
      count={tasks.length}
      emptyText={t.todo.tasks.empty}
      addLabel={t.todo.tasks.add}
      form={
        readOnly
          ? undefined
          : (id) => (
              <AddTodoItemForm
                id={id}
                listId={list.id}
                items={todoTasks}
                labels={t.todo.tasks.form}
                refocus
                withDueDate
              />
            )
      }
    >
      {tasks.map((task) =>
        readOnly ? (
          <li key={task.id} className="todo-item todo-task">
            <span className="todo-task__toggle todo-task__toggle--static" data-done={task.done}>
              <span className="todo-task__box" aria-hidden="true">
                {task.done && <Check size={14} strokeWidth={3} />}
              </span>
              <span className="todo-item__text">
                <span className="todo-item__title">
                  {task.title}
                  <span className="visually-hidden">
                    {' '}
                    ({task.done ? t.todo.shared.done : t.todo.shared.notDone})
                  </span>
                </span>
                <span className="todo-item__description">{task.description}</span>
                {task.dueDate && <DueBadge day={task.dueDate} done={task.done} today={today} />}
                <AddedBy text={addedBy(task.createdBy)} />
              </span>
            </span>
          </li>
        ) : (
          <EditableTask key={task.id} task={task} today={today} addedBy={addedBy(task.createdBy)} />
        ),
      )}
    </TodoSection>
  );
}

interface EditableTaskProps {
  task: BoardTask;
  today: string;
  addedBy: string | null;
}

/** A task the user may change: its toggle, the button of its due day's form, and its deletion. */
function EditableTask({ task, today, addedBy }: EditableTaskProps) {
  const t = useMessages();
  const update = useUpdateTodoTask();
  const remove = todoTasks.useDelete();
  const [editingDue, setEditingDue] = useState(false);
  const dueButtonRef = useRef<HTMLButtonElement>(null);
  const dueLabel = task.dueDate ? t.todo.tasks.changeDue(task.title) : t.todo.tasks.setDue(task.title);

  function closeDueForm() {
    setEditingDue(false);
    dueButtonRef.current?.focus();
  }

  return (
    <li className="todo-item todo-task">
      <button
        type="button"
        role="checkbox"
        aria-checked={task.done}
        className="todo-task__toggle"
        onClick={() => update.mutate({ task, change: { done: !task.done } })}
      >
        <span className="todo-task__box" aria-hidden="true">
          {task.done && <Check size={14} strokeWidth={3} />}
        </span>
        <span className="todo-item__text">
          <span className="todo-item__title">{task.title}</span>
          <span className="todo-item__description">{task.description}</span>
          {task.dueDate && <DueBadge day={task.dueDate} done={task.done} today={today} />}
          <AddedBy text={addedBy} />
        </span>
      </button>
      <button
        ref={dueButtonRef}
        type="button"
        className="icon-button todo-task__due-button"
        aria-label={dueLabel}
        title={dueLabel}
        aria-expanded={editingDue}
        onClick={() => setEditingDue((open) => !open)}
      >
        <CalendarClock aria-hidden="true" size={18} />
      </button>
      <DeleteItemButton label={t.todo.tasks.delete(task.title)} onClick={() => remove.mutate(task)} />
      {editingDue && (
        <TaskDueForm
          task={task}
          onSave={(dueDate) => {
            if (dueDate !== task.dueDate) update.mutate({ task, change: { dueDate } });
            closeDueForm();
          }}
          onCancel={closeDueForm}
        />
      )}
    </li>
  );
}
