import { BOARD_MAX_LISTS, LIST_MAX_ATTACHMENTS, LIST_MAX_COMMENTS, LIST_MAX_TASKS } from '@wayfarer/core';
import { limitReached, notFound } from '../http/errors';

export const listNotFound = () => notFound('To-do list not found.');

export const boardFull = () => limitReached((t) => t.errors.boardFull(BOARD_MAX_LISTS));

/** What a list holds, each up to its cap. */
export const LIST_CONTENT_LIMITS = {
  tasks: LIST_MAX_TASKS,
  comments: LIST_MAX_COMMENTS,
  attachments: LIST_MAX_ATTACHMENTS,
} as const;

export const listFull = (content: keyof typeof LIST_CONTENT_LIMITS) =>
  limitReached((t) => t.errors.listFull(LIST_CONTENT_LIMITS[content], content));
