import { z } from 'zod';
import { calendarDaySchema, epochDateSchema } from '../calendar/schemas';
import { ATTACHMENT_FILE_NAME_PATTERN } from './attachments';
import { TODO_STATUSES } from './board';
import { BOARD_MAX_LISTS } from './limits';
import { createdBySchema } from '../accounts/schemas';
import { itemAbilitiesSchema } from '../trip/schemas';
import { hexColorSchema } from '../colors/schemas';
import { rule } from '../i18n/validation-rules';
import { rowVersionQuerySchema, rowVersionSchema } from '../http/schemas';
import { multiLineText, singleLineText } from '../text/schemas';

export const TODO_TITLE_MAX_LENGTH = 200;
export const TODO_DESCRIPTION_MAX_LENGTH = 5000;
const MAX_POSITION = 1_000_000;

export const todoIdSchema = z.uuid();
export const todoListStatusSchema = z.literal(TODO_STATUSES);
export const todoColorSchema = hexColorSchema;
export const todoPositionSchema = z.number().int().min(0).max(MAX_POSITION);
export const attachmentFileNameSchema = z.string().regex(ATTACHMENT_FILE_NAME_PATTERN);

const title = singleLineText().min(1).max(TODO_TITLE_MAX_LENGTH);
const description = multiLineText().min(1).max(TODO_DESCRIPTION_MAX_LENGTH);

// ---- answers ----

export const todoTaskSchema = z.object({
  id: todoIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  description: z.string(),
  /** Done or not. */
  status: z.boolean(),
  /** The day it is due, in its people's own calendars: 'YYYY-MM-DD', or null. */
  dueDate: z.string().nullable(),
  toDoListId: todoIdSchema,
  createdBy: createdBySchema,
  /** What the reader may do with it. */
  can: itemAbilitiesSchema,
});
export type TodoTask = z.infer<typeof todoTaskSchema>;

export const todoAttachmentSchema = z.object({
  id: todoIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  /**
   * The stored file name plus a short-lived signature (`<fileName>?expires=…&sig=…`):
   * API base + `/todolist/attchaments/` + link opens the file without a bearer header.
   */
  link: z.string(),
  toDoListId: todoIdSchema,
  createdBy: createdBySchema,
  /** What the reader may do with it. */
  can: itemAbilitiesSchema,
});
export type TodoAttachment = z.infer<typeof todoAttachmentSchema>;

export const todoCommentSchema = z.object({
  id: todoIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  description: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  toDoListId: todoIdSchema,
  createdBy: createdBySchema,
  /** What the reader may do with it. */
  can: itemAbilitiesSchema,
});
export type TodoComment = z.infer<typeof todoCommentSchema>;

export const todoListSchema = z.object({
  id: todoIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  description: z.string(),
  color: todoColorSchema,
  /** Epoch ms: noon UTC of `dateDay`. */
  date: z.number().int(),
  /** The list's day, the same for every reader. */
  dateDay: calendarDaySchema,
  status: todoListStatusSchema,
  /** Index within its column. */
  position: z.number().int().min(0),
  toDoListTasks: z.array(todoTaskSchema),
  toDoListAttchaments: z.array(todoAttachmentSchema),
  /** Newest first. */
  toDoListComments: z.array(todoCommentSchema),
  createdBy: createdBySchema,
  /** What the reader may do with it. */
  can: itemAbilitiesSchema,
});
export type TodoListAnswer = z.infer<typeof todoListSchema>;

/** GET /todolist: every list of the user, ordered by status, then by position. */
export const todoBoardSchema = z.array(todoListSchema);

export const attachmentUploadResultSchema = z.object({ fileName: attachmentFileNameSchema });
export type AttachmentUploadResult = z.infer<typeof attachmentUploadResultSchema>;

// ---- requests ----

/** `?id=` of every DELETE. */
export const todoIdQuerySchema = z.object({ id: todoIdSchema, version: rowVersionQuerySchema.optional() });

export const createTodoListBodySchema = z.object({
  title,
  description,
  color: todoColorSchema,
  date: epochDateSchema,
  /** Wins over `date` when sent; `date` alone is read as the day it falls on in its author's zone. */
  dateDay: calendarDaySchema.optional(),
  /** The column to add to; To do when left out. The list goes to the end of that column. */
  status: todoListStatusSchema.optional(),
});
export type CreateTodoListBody = z.input<typeof createTodoListBodySchema>;

/** The edit modal's fields; any other field of the item (position, status, children) is ignored. */
export const updateTodoListBodySchema = z.object({
  id: todoIdSchema,
  title,
  description,
  color: todoColorSchema,
  date: epochDateSchema,
  dateDay: calendarDaySchema.optional(),
  version: rowVersionSchema.optional(),
});
export type UpdateTodoListBody = z.input<typeof updateTodoListBodySchema>;

/** One changed card of a board move; the item's other fields may be sent along and are ignored. */
export const todoListMoveSchema = z.object({
  id: todoIdSchema,
  status: todoListStatusSchema,
  position: todoPositionSchema,
  version: rowVersionSchema.optional(),
});
export type TodoListMove = z.infer<typeof todoListMoveSchema>;

export const todoListMovesBodySchema = z
  .array(todoListMoveSchema)
  .max(BOARD_MAX_LISTS)
  .refine((moves) => new Set(moves.map((move) => move.id)).size === moves.length, rule('listOnce'));
export type TodoListMovesBody = z.input<typeof todoListMovesBodySchema>;

export const createTodoTaskBodySchema = z.object({
  title,
  description,
  toDoListId: todoIdSchema,
  status: z.boolean().optional(),
  dueDate: calendarDaySchema.nullable().optional(),
});
export type CreateTodoTaskBody = z.input<typeof createTodoTaskBodySchema>;

/** Ticks a task, or sets its due day (null clears it), or both. */
export const updateTodoTaskBodySchema = z
  .object({
    id: todoIdSchema,
    status: z.boolean().optional(),
    dueDate: calendarDaySchema.nullable().optional(),
    version: rowVersionSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.dueDate !== undefined, {
    ...rule('statusOrDueDate'),
    path: ['status'],
  });
export type UpdateTodoTaskBody = z.input<typeof updateTodoTaskBodySchema>;

export const createTodoAttachmentBodySchema = z.object({
  title,
  /** The `fileName` that the upload answered. */
  link: attachmentFileNameSchema,
  toDoListId: todoIdSchema,
});
export type CreateTodoAttachmentBody = z.input<typeof createTodoAttachmentBodySchema>;

export const createTodoCommentBodySchema = z.object({
  title,
  description,
  toDoListId: todoIdSchema,
});
export type CreateTodoCommentBody = z.input<typeof createTodoCommentBodySchema>;
