import type { TodoList } from '@wayfarer/core';
import { MessageSquare } from 'lucide-react';
import { useAddedBy } from '../../../lib/current-trip';
import { todoComments } from '../api/list-items';
import { formatCommentDate } from '../todo-dates';
import { AddTodoItemForm, type TodoItemFormLabels } from './add-todo-item-form';
import { AddedBy, DeleteItemButton, TodoSection } from './todo-section';
import './todo-comments.css';

const COMMENT_FORM: TodoItemFormLabels = {
  title: 'Comment title',
  description: 'Comment',
  submit: 'Add comment',
  failure: 'The comment was not added.',
};

/** Comments: title and description, newest first, each with its date and a delete (not a viewer's). */
export function TodoCommentsSection({ list, readOnly = false }: { list: TodoList; readOnly?: boolean }) {
  const remove = todoComments.useDelete();
  const addedBy = useAddedBy();
  return (
    <TodoSection
      icon={MessageSquare}
      title="Comments"
      count={list.comments.length}
      emptyText="No comments added yet."
      addLabel="New comment"
      form={
        readOnly
          ? undefined
          : (id) => <AddTodoItemForm id={id} listId={list.id} items={todoComments} labels={COMMENT_FORM} />
      }
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
            <AddedBy text={addedBy(comment.createdBy)} />
          </div>
          {!readOnly && (
            <DeleteItemButton
              label={`Delete comment ${comment.title}`}
              onClick={() => remove.mutate(comment)}
            />
          )}
        </li>
      ))}
    </TodoSection>
  );
}
