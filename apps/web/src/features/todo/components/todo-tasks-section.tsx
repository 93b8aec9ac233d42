import type { TodoList } from '@wayfarer/core';
import { Check, ListChecks } from 'lucide-react';
import { useAddedBy } from '../../../lib/current-trip';
import { todoTasks } from '../api/list-items';
import { sharedBoardTexts } from '../messages';
import { useUpdateTodoTask } from '../api/update-todo-task';
import { AddTodoItemForm, type TodoItemFormLabels } from './add-todo-item-form';
import { AddedBy, DeleteItemButton, TodoSection } from './todo-section';
import './todo-tasks.css';

const TASK_FORM: TodoItemFormLabels = {
  title: 'Task title',
  description: 'Task description',
  submit: 'Add task',
  failure: 'The task was not added.',
};

/**
 * Tasks: a toggle opens the add form; a click on a task flips it done or not; each can be deleted. A
 * viewer sees each task done or not, and changes none.
 */
export function TodoTasksSection({ list, readOnly = false }: { list: TodoList; readOnly?: boolean }) {
  const toggle = useUpdateTodoTask();
  const remove = todoTasks.useDelete();
  const addedBy = useAddedBy();
  const tasks = list.tasks;

  return (
    <TodoSection
      icon={ListChecks}
      title="Tasks"
      count={tasks.length}
      emptyText="No tasks added yet."
      addLabel="New task"
      form={
        readOnly
          ? undefined
          : (id) => <AddTodoItemForm id={id} listId={list.id} items={todoTasks} labels={TASK_FORM} refocus />
      }
    >
      {tasks.map((task) =>
        readOnly ? (
          <li key={task.id} className="todo-item todo-task">
            <span className="todo-task__toggle todo-task__toggle--static" data-done={task.status}>
              <span className="todo-task__box" aria-hidden="true">
                {task.status && <Check size={14} strokeWidth={3} />}
              </span>
              <span className="todo-item__text">
                <span className="todo-item__title">
                  {task.title}
                  <span className="visually-hidden">
                    {' '}
                    ({task.status ? sharedBoardTexts.done : sharedBoardTexts.notDone})
                  </span>
                </span>
                <span className="todo-item__description">{task.description}</span>
                <AddedBy text={addedBy(task.createdBy)} />
              </span>
            </span>
          </li>
        ) : (
          <li key={task.id} className="todo-item todo-task">
            <button
              type="button"
              role="checkbox"
              aria-checked={task.status}
              className="todo-task__toggle"
              onClick={() => toggle.mutate({ task, status: !task.status })}
            >
              <span className="todo-task__box" aria-hidden="true">
                {task.status && <Check size={14} strokeWidth={3} />}
              </span>
              <span className="todo-item__text">
                <span className="todo-item__title">{task.title}</span>
                <span className="todo-item__description">{task.description}</span>
                <AddedBy text={addedBy(task.createdBy)} />
              </span>
            </button>
            <DeleteItemButton label={`Delete task ${task.title}`} onClick={() => remove.mutate(task)} />
          </li>
        ),
      )}
    </TodoSection>
  );
}
