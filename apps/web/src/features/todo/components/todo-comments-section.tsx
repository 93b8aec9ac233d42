import type { TodoList } from '@wayfarer/core';
import { MessageSquare } from 'lucide-react';
import { useAddedBy } from '@/lib/current-trip';
import { useMessages } from '@/i18n/language';
import { todoComments } from '../api/list-items';
import { formatCommentDate } from '../todo-dates';
import { AddTodoItemForm } from './add-todo-item-form';
import { AddedBy, DeleteItemButton, TodoSection } from './todo-section';
import './todo-comments.css';

/**
 * Comments: title and description, newest first, each with its date and a delete where the answer says
 * the reader may (its author, and the trip's owner).
 */
export function TodoCommentsSection({ list, readOnly = false }: { list: TodoList; readOnly?: boolean }) {
  const t = useMessages();
  const remove = todoComments.useDelete();
  const addedBy = useAddedBy();
  return (
    <TodoSection
      icon={MessageSquare}
      title={t.todo.comments.title}
      count={list.comments.length}
      emptyText={t.todo.comments.empty}
      addLabel={t.todo.comments.add}
      form={
        readOnly
          ? undefined
          : (id) => (
              <AddTodoItemForm id={id} listId={list.id} items={todoComments} labels={t.todo.comments.form} />
            )
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
          {!readOnly && comment.can.delete && (
            <DeleteItemButton
              label={t.todo.comments.delete(comment.title)}
              onClick={() => remove.mutate(comment)}
            />
          )}
        </li>
      ))}
    </TodoSection>
  );
}
