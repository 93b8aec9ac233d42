import { BOARD_MAX_LISTS, LIST_MAX_ATTACHMENTS, LIST_MAX_COMMENTS, LIST_MAX_TASKS } from '@wayfarer/core';
import { limitReached, notFound } from '../http/errors';

export const listNotFound = () => notFound('To-do list not found.');

const count = (value: number) => value.toLocaleString('en');

export const boardFull = () =>
  limitReached(`A board holds at most ${count(BOARD_MAX_LISTS)} lists: delete one to add another.`);

/** What a list holds, each up to its cap. */
export const LIST_CONTENT_LIMITS = {
  tasks: { max: LIST_MAX_TASKS, noun: 'tasks' },
  comments: { max: LIST_MAX_COMMENTS, noun: 'comments' },
  attachments: { max: LIST_MAX_ATTACHMENTS, noun: 'attachments' },
} as const;

export const listFull = (content: keyof typeof LIST_CONTENT_LIMITS) => {
  const { max, noun } = LIST_CONTENT_LIMITS[content];
  return limitReached(`A list holds at most ${count(max)} ${noun}: delete one to add another.`);
};
