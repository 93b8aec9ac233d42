import type { TodoListStatus } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerColumn } from '../accounts/accounts-schema';
import { createdAtColumn } from '../db/columns';

/*
 * Every to-do row carries its owner's user_id, and a child row's (list, user) pair must match its list's
 * (id, user) pair: the database itself refuses a task, attachment or comment of one user on another
 * user's list, and an attachment of another user's upload.
 */

export const todoLists = pgTable(
  'todo_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** #RRGGBB, upper case. */
    color: text('color').notNull(),
    /** Epoch ms, as the contract carries it. */
    date: bigint('date', { mode: 'number' }).notNull(),
    /** 1 To do, 2 In Progress, 3 Done. */
    status: smallint('status').$type<TodoListStatus>().notNull().default(1),
    /** Index within its column. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('todo_lists_id_user_unique').on(table.id, table.userId),
    index('todo_lists_board_idx').on(table.userId, table.status, table.position),
    check('todo_lists_status_check', sql`${table.status} in (1, 2, 3)`),
    check('todo_lists_position_check', sql`${table.position} >= 0`),
  ],
);

/** The child tables' link to their list: the same owner, and gone with the list. */
function listOfSameOwner(name: string, table: { toDoListId: AnyPgColumn; userId: AnyPgColumn }) {
  return foreignKey({
    name,
    columns: [table.toDoListId, table.userId],
    foreignColumns: [todoLists.id, todoLists.userId],
  }).onDelete('cascade');
}

export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    done: boolean('done').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    listOfSameOwner('todo_tasks_list_fk', table),
    index('todo_tasks_user_list_idx').on(table.userId, table.toDoListId),
  ],
);

/** Files a user uploaded; an upload becomes an attachment when a list claims it. */
export const todoUploads = pgTable(
  'todo_uploads',
  {
    fileName: text('file_name').primaryKey(),
    userId: ownerColumn(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('todo_uploads_file_user_unique').on(table.fileName, table.userId),
    index('todo_uploads_user_idx').on(table.userId, table.createdAt),
  ],
);

export const todoAttachments = pgTable(
  'todo_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    /** One upload is one attachment, so deleting the attachment may delete the file. */
    fileName: text('file_name').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    listOfSameOwner('todo_attachments_list_fk', table),
    foreignKey({
      name: 'todo_attachments_upload_fk',
      columns: [table.fileName, table.userId],
      foreignColumns: [todoUploads.fileName, todoUploads.userId],
    }).onDelete('cascade'),
    unique('todo_attachments_file_unique').on(table.fileName),
    index('todo_attachments_user_list_idx').on(table.userId, table.toDoListId),
  ],
);

export const todoComments = pgTable(
  'todo_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    listOfSameOwner('todo_comments_list_fk', table),
    index('todo_comments_user_list_idx').on(table.userId, table.toDoListId),
  ],
);
