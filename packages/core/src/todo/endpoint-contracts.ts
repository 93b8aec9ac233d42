import { z } from 'zod';
import { answer, type ContractTable } from '../http/endpoint';
import { staleAnswer } from '../http/answers';
import type { todoEndpoints } from './endpoints';
import {
  attachmentUploadResultSchema,
  createTodoAttachmentBodySchema,
  createTodoCommentBodySchema,
  createTodoListBodySchema,
  createTodoTaskBodySchema,
  todoAttachmentSchema,
  todoBoardSchema,
  todoCommentSchema,
  todoIdQuerySchema,
  todoListMovesBodySchema,
  todoListSchema,
  todoTaskSchema,
  updateTodoListBodySchema,
  updateTodoTaskBodySchema,
} from './schemas';

const tag = 'todo';
const done = answer('Done');
const noList = answer('No list of the caller has this id');
const boardFull = answer('The board holds its cap of lists (limit_reached): nothing was added');
const listFull = (what: string) =>
  answer(`The list holds its cap of ${what} (limit_reached): nothing was added`);

/** A query that is not a pair of strings is no signature: it answers 403 like any other forgery. */
const signedLinkQuerySchema = z.object({
  expires: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

export const todoContracts = {
  getTodoLists: {
    tag,
    summary: 'Every list of the user with its tasks, attachments and comments, by column and position',
    statuses: {
      200: answer('The board', todoBoardSchema),
      304: answer('Unchanged since the ETag named in If-None-Match: no content'),
    },
  },
  createTodoList: {
    tag,
    summary: 'Add a list at the end of its column (To do unless a status is given)',
    body: createTodoListBodySchema,
    statuses: { 201: answer('The list as stored', todoListSchema), 409: boardFull },
  },
  updateTodoList: {
    tag,
    summary: 'Edit a list’s title, description, colour and date',
    body: updateTodoListBodySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: noList,
    },
  },
  deleteTodoList: {
    tag,
    summary: 'Delete a list with its tasks, attachments (and their files) and comments',
    query: todoIdQuerySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: noList,
    },
  },
  moveTodoLists: {
    tag,
    summary: 'Apply a board move: the changed lists’ status and position, all or none',
    body: todoListMovesBodySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: answer('A list of the move is not the caller’s: nothing was moved'),
    },
  },
  createTodoTask: {
    tag,
    summary: 'Add a task to a list',
    body: createTodoTaskBodySchema,
    statuses: { 201: answer('The task as stored', todoTaskSchema), 404: noList, 409: listFull('tasks') },
  },
  updateTodoTask: {
    tag,
    summary: 'Mark a task done or not done',
    body: updateTodoTaskBodySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: answer('No task of the caller has this id'),
    },
  },
  deleteTodoTask: {
    tag,
    summary: 'Delete a task',
    query: todoIdQuerySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: answer('No task of the caller has this id'),
    },
  },
  createTodoComment: {
    tag,
    summary: 'Add a comment to a list',
    body: createTodoCommentBodySchema,
    statuses: {
      201: answer('The comment as stored', todoCommentSchema),
      404: noList,
      409: listFull('comments'),
    },
  },
  deleteTodoComment: {
    tag,
    summary: 'Delete a comment',
    query: todoIdQuerySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: answer('No comment of the caller has this id'),
    },
  },
  uploadAttachment: {
    tag,
    summary: 'Upload a pdf, doc, docx, jpeg or png of at most 10 MB in the multipart field "file"',
    uploadField: 'file',
    statuses: {
      201: answer(
        'The upload’s fileName, to attach with POST /todolist/attchaments',
        attachmentUploadResultSchema,
      ),
      400: answer('No file in the field "file"'),
      413: answer(
        "The file is larger than 10 MB (file_too_large), or would take the user's attachments past " +
          'their quota (upload_quota_exceeded)',
      ),
      415: answer('The file is not a pdf, doc, docx, jpeg or png (judged from its bytes)'),
      429: answer('Too many of the user’s uploads are not attached to a list yet'),
    },
  },
  createTodoAttachment: {
    tag,
    summary: 'Attach an upload of the caller to a list (link = the fileName the upload answered)',
    body: createTodoAttachmentBodySchema,
    statuses: {
      201: answer('The attachment, with its signed link', todoAttachmentSchema),
      404: answer('No list, or no upload, of the caller has this id'),
      409: answer(
        'The upload is already attached: upload it again (already_attached); or the list holds its cap of ' +
          'attachments (limit_reached)',
      ),
    },
  },
  deleteTodoAttachment: {
    tag,
    summary: 'Delete an attachment and its stored file',
    query: todoIdQuerySchema,
    statuses: {
      409: staleAnswer,
      204: done,
      404: answer('No attachment of the caller has this id'),
    },
  },
  openAttachment: {
    tag,
    summary: 'The file of an attachment, by the signed link GET /todolist answers (no bearer needed)',
    params: z.object({ fileName: z.string().max(100) }),
    query: signedLinkQuerySchema,
    statuses: {
      200: answer('The file, typed as uploaded (pdf, doc, docx, jpeg or png)', z.unknown()),
      403: answer('The link is forged or has expired'),
      404: answer('No attachment has this file'),
    },
  },
} as const satisfies ContractTable<typeof todoEndpoints>;
