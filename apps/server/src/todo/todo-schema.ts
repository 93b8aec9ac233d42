import type { TodoListStatus } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { createdAtColumn, editedRowColumns } from '../db/columns';
import { oneScope, scopeColumns } from '../trip/trip-schema';

/*
 * Every to-do row is a trip's (trip_id) or, for a board made before any trip, one user's (user_id), and
 * a child row's list and scope must match its list's: the database itself refuses a task, attachment or
 * comment on a list of another trip or user.
 */

export const todoLists = pgTable(
  'todo_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scopeColumns(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** #RRGGBB, upper case. */
    color: text('color').notNull(),
    /** The list's day ('YYYY-MM-DD'): the wire's `date` is its noon UTC. */
    dateDay: date('date_day', { mode: 'string' }).notNull(),
    /** 1 To do, 2 In Progress, 3 Done. */
    status: smallint('status').$type<TodoListStatus>().notNull().default(1),
    /** Index within its column. */
    position: integer('position').notNull().default(0),
    ...editedRowColumns(),
  },
  (table) => [
    unique('todo_lists_id_user_unique').on(table.id, table.userId),
    unique('todo_lists_id_trip_unique').on(table.id, table.tripId),
    index('todo_lists_board_idx').on(table.userId, table.status, table.position),
    index('todo_lists_trip_board_idx').on(table.tripId, table.status, table.position),
    // Reminders look for the lists dated within a few days.
    index('todo_lists_date_day_idx').on(table.dateDay),
    oneScope('todo_lists_scope_check', table),
    check('todo_lists_status_check', sql`${table.status} in (1, 2, 3)`),
    check('todo_lists_position_check', sql`${table.position} >= 0`),
  ],
);

/**
 * The child tables' link to their list: the same trip, or the same user for a board of one, and gone
 * with the list. Each key holds when its scope column is set.
 */
function listOfSameScope(
  name: string,
  table: { toDoListId: AnyPgColumn; userId: AnyPgColumn; tripId: AnyPgColumn },
) {
  return [
    foreignKey({
      name,
      columns: [table.toDoListId, table.userId],
      foreignColumns: [todoLists.id, todoLists.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: name.replace(/_fk$/, '_trip_fk'),
      columns: [table.toDoListId, table.tripId],
      foreignColumns: [todoLists.id, todoLists.tripId],
    }).onDelete('cascade'),
    oneScope(name.replace(/_list_fk$/, '_scope_check'), table),
  ];
}

export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scopeColumns(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    done: boolean('done').notNull().default(false),
    /** The day it is due, as its people's calendars name it ('YYYY-MM-DD'). */
    dueDate: date('due_date', { mode: 'string' }),
    ...editedRowColumns(),
  },
  (table) => [
    ...listOfSameScope('todo_tasks_list_fk', table),
    index('todo_tasks_user_list_idx').on(table.userId, table.toDoListId),
    index('todo_tasks_trip_list_idx').on(table.tripId, table.toDoListId),
    // Reminders look for the open tasks due within a few days.
    index('todo_tasks_due_idx')
      .on(table.dueDate)
      .where(sql`${table.dueDate} is not null and not ${table.done}`),
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
    ...scopeColumns(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    /** One upload is one attachment, so deleting the attachment may delete the file. */
    fileName: text('file_name')
      .notNull()
      .references(() => todoUploads.fileName, { onDelete: 'cascade' }),
    ...editedRowColumns(),
  },
  (table) => [
    ...listOfSameScope('todo_attachments_list_fk', table),
    unique('todo_attachments_file_unique').on(table.fileName),
    index('todo_attachments_user_list_idx').on(table.userId, table.toDoListId),
    index('todo_attachments_trip_list_idx').on(table.tripId, table.toDoListId),
  ],
);

export const todoComments = pgTable(
  'todo_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scopeColumns(),
    toDoListId: uuid('to_do_list_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ...editedRowColumns(),
  },
  (table) => [
    ...listOfSameScope('todo_comments_list_fk', table),
    index('todo_comments_user_list_idx').on(table.userId, table.toDoListId),
    index('todo_comments_trip_list_idx').on(table.tripId, table.toDoListId),
  ],
);
