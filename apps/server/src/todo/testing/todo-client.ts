import { randomBytes } from 'node:crypto';
import {
  dayIn,
  type CreateTodoListBody,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoTask,
} from '@wayfarer/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'document.pdf', contentType = 'application/octet-stream' } = {},
): { payload: Buffer; headers: Headers } {
  const boundary = `----wayfarer${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const listBody = (overrides: Partial<CreateTodoListBody> = {}): CreateTodoListBody => ({
  title: 'Visa',
  description: 'Book the consulate appointment',
  color: '#FFFD00',
  date: Date.UTC(2027, 0, 15),
  ...overrides,
});

/** A list's body as the row it is stored as, for tests that fill a board straight in the database. */
export const listColumnsOf = ({ date, dateDay, ...fields }: CreateTodoListBody) => ({
  ...fields,
  dateDay: dateDay ?? dayIn(date, 'UTC'),
});

/** Every to-do call as one user makes it (`auth` may be {} for an anonymous caller). */
export function todoClient(t: TestApp, auth: Headers) {
  const call = (method: Method, url: string, payload?: InjectOptions['payload'], headers: Headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, payload });
  const created = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode !== 201)
      throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };

  const client = {
    call,
    board: () => call('GET', '/todolist'),
    createList: (body: object) => call('POST', '/todolist', body),
    updateList: (body: object) => call('PATCH', '/todolist', body),
    moveLists: (body: unknown) => call('PATCH', '/todolist/position', body as InjectOptions['payload']),
    deleteList: (id: string) => call('DELETE', `/todolist?id=${encodeURIComponent(id)}`),
    createTask: (body: object) => call('POST', '/todolist/tasks', body),
    updateTask: (body: object) => call('PATCH', '/todolist/tasks', body),
    deleteTask: (id: string) => call('DELETE', `/todolist/tasks?id=${encodeURIComponent(id)}`),
    upload: (bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) => {
      const { payload, headers } = multipartFile(bytes, options);
      return call('POST', '/todolist/attchaments/upload', payload, headers);
    },
    attach: (body: object) => call('POST', '/todolist/attchaments', body),
    deleteAttachment: (id: string) => call('DELETE', `/todolist/attchaments?id=${encodeURIComponent(id)}`),
    createComment: (body: object) => call('POST', '/todolist/comments', body),
    deleteComment: (id: string) => call('DELETE', `/todolist/comments?id=${encodeURIComponent(id)}`),
    /** Opens a link as a browser tab does: no bearer header. */
    open: (link: string) => t.app.inject({ method: 'GET', url: `/api/todolist/attchaments/${link}` }),

    async boardLists(): Promise<TodoListAnswer[]> {
      const response = await client.board();
      if (response.statusCode !== 200) throw new Error(`board answered ${response.statusCode}`);
      return response.json<TodoListAnswer[]>();
    },
    newList: async (overrides: Partial<CreateTodoListBody> = {}) =>
      created<TodoListAnswer>(await client.createList(listBody(overrides))),
    newTask: async (toDoListId: string) =>
      created<TodoTask>(await client.createTask({ title: 'Passport', description: 'Renew it', toDoListId })),
    newComment: async (toDoListId: string, title = 'Called them') =>
      created<TodoComment>(await client.createComment({ title, description: 'Wait a week', toDoListId })),
    async newUpload(bytes: Buffer): Promise<string> {
      return created<{ fileName: string }>(await client.upload(bytes)).fileName;
    },
    async newAttachment(toDoListId: string, bytes: Buffer, title = 'Ticket'): Promise<TodoAttachment> {
      const link = await client.newUpload(bytes);
      return created<TodoAttachment>(await client.attach({ title, link, toDoListId }));
    },
  };
  return client;
}

export type TodoClient = ReturnType<typeof todoClient>;

/** The stored file name a (possibly signed) link names. */
export const fileNameOf = (link: string) => link.split('?')[0] ?? link;
