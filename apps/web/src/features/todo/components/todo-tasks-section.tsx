import { canAddTodoTask, type TodoList } from '@wayfarer/core';
import { Check, ListChecks } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBox } from '../../../components/ui/message-box';
import { TextInput } from '../../../components/ui/text-input';
import { todoTasks } from '../api/list-items';
import { useUpdateTodoTask } from '../api/update-todo-task';
import { TextAreaField } from './text-area-field';
import { DeleteItemButton, TodoSection } from './todo-section';
import './todo-tasks.css';

/** Tasks: a toggle opens the add form; a click on a task flips it done or not; each can be deleted. */
export function TodoTasksSection({ list }: { list: TodoList }) {
  const toggle = useUpdateTodoTask();
  const remove = todoTasks.useDelete();
  const tasks = list.tasks;

  return (
    <TodoSection
      icon={ListChecks}
      title="Tasks"
      count={tasks.length}
      emptyText="No tasks added yet."
      addLabel="New task"
      form={(id) => <AddTaskForm id={id} listId={list.id} />}
    >
      {tasks.map((task) => (
        <li key={task.id} className="todo-item todo-task">
          <button
            type="button"
            role="checkbox"
            aria-checked={task.status}
            className="todo-task__toggle"
            onClick={() => toggle.mutate({ id: task.id, status: !task.status })}
          >
            <span className="todo-task__box" aria-hidden="true">
              {task.status && <Check size={14} strokeWidth={3} />}
            </span>
            <span className="todo-item__text">
              <span className="todo-item__title">{task.title}</span>
              <span className="todo-item__description">{task.description}</span>
            </span>
          </button>
          <DeleteItemButton label={`Delete task ${task.title}`} onClick={() => remove.mutate(task.id)} />
        </li>
      ))}
    </TodoSection>
  );
}

/** Stays open after an add, cleared and ready for the next task. */
function AddTaskForm({ id, listId }: { id: string; listId: string }) {
  const create = todoTasks.useCreate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ title: '', description: '' });
  const [failed, setFailed] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!canAddTodoTask(form) || create.isPending) return;
    setFailed(null);
    create.mutate(
      { title: form.title.trim(), description: form.description.trim(), toDoListId: listId },
      {
        onSuccess: () => {
          setForm({ title: '', description: '' });
          formRef.current?.querySelector('input')?.focus();
        },
        onError: (error) => setFailed(error.message),
      },
    );
  }

  return (
    <form ref={formRef} id={id} className="todo-subform" noValidate onSubmit={handleSubmit}>
      {failed && (
        <MessageBox
          type="error"
          title="The task was not added."
          text={failed}
          onClose={() => setFailed(null)}
        />
      )}
      <TextInput
        label="Task title"
        autoComplete="off"
        maxLength={200}
        autoFocus
        value={form.title}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <TextAreaField
        label="Task description"
        rows={2}
        maxLength={5000}
        value={form.description}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
      <div className="todo-subform__actions">
        <Button type="submit" inactive={!canAddTodoTask(form)} busy={create.isPending}>
          Add task
        </Button>
      </div>
    </form>
  );
}
