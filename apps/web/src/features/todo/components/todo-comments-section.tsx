import { canAddTodoComment, type TodoList } from '@wayfarer/core';
import { MessageSquare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBox } from '../../../components/ui/message-box';
import { TextInput } from '../../../components/ui/text-input';
import { todoComments } from '../api/list-items';
import { formatCommentDate } from '../todo-dates';
import { TextAreaField } from './text-area-field';
import { DeleteItemButton, TodoSection } from './todo-section';
import './todo-comments.css';

/** Comments: title and description, newest first, each with its date and a delete. */
export function TodoCommentsSection({ list }: { list: TodoList }) {
  const remove = todoComments.useDelete();
  return (
    <TodoSection
      icon={MessageSquare}
      title="Comments"
      count={list.comments.length}
      emptyText="No comments added yet."
      addLabel="New comment"
      form={(id) => <AddCommentForm id={id} listId={list.id} />}
    >
      {list.comments.map((comment) => (
        <li key={comment.id} className="todo-item todo-comment">
          <div className="todo-item__text">
            <span className="todo-comment__meta">
              <span className="todo-item__title">{comment.title}</span>
              <time className="todo-comment__date" dateTime={new Date(comment.createdAt).toISOString()}>
                {formatCommentDate(comment.createdAt)}
              </time>
            </span>
            <span className="todo-item__description">{comment.description}</span>
          </div>
          <DeleteItemButton
            label={`Delete comment ${comment.title}`}
            onClick={() => remove.mutate(comment.id)}
          />
        </li>
      ))}
    </TodoSection>
  );
}

function AddCommentForm({ id, listId }: { id: string; listId: string }) {
  const create = todoComments.useCreate();
  const [form, setForm] = useState({ title: '', description: '' });
  const [failed, setFailed] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!canAddTodoComment(form) || create.isPending) return;
    setFailed(null);
    create.mutate(
      { title: form.title.trim(), description: form.description.trim(), toDoListId: listId },
      {
        onSuccess: () => setForm({ title: '', description: '' }),
        onError: (error) => setFailed(error.message),
      },
    );
  }

  return (
    <form id={id} className="todo-subform" noValidate onSubmit={handleSubmit}>
      {failed && (
        <MessageBox
          type="error"
          title="The comment was not added."
          text={failed}
          onClose={() => setFailed(null)}
        />
      )}
      <TextInput
        label="Comment title"
        autoComplete="off"
        autoFocus
        maxLength={200}
        value={form.title}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <TextAreaField
        label="Comment"
        rows={2}
        maxLength={5000}
        value={form.description}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
      <div className="todo-subform__actions">
        <Button type="submit" inactive={!canAddTodoComment(form)} busy={create.isPending}>
          Add comment
        </Button>
      </div>
    </form>
  );
}
