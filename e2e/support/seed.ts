import {
  FinanceKind,
  type Entrance,
  type Expense,
  type FinancesAnswer,
  type Goal,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoListStatus,
  type TodoTask,
} from '@wayfarer/core';
import { callApi } from './accounts';
import type { RunningServer } from './server';

/*
 * Data for one browser test, made through the API as the web app makes it, so that each test sets up
 * what it checks and passes when run alone. Money is in cents and dates in epoch ms, as the API
 * carries them; colours are the palette's.
 */

const BLUE = '#3B9AF5';

async function answer<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Sends a file as the web app's upload forms do (multipart field "file"); anything but a 2xx throws. */
async function uploadFile(server: RunningServer, token: string, path: string, file: SeedFile) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.name);
  const upload = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (upload.status >= 300) throw new Error(`${path} answered ${upload.status}: ${await upload.text()}`);
  return upload;
}

/** Makes the file the user's profile photo, as My Account's photo form does. */
export async function seedProfilePhoto(server: RunningServer, token: string, file: SeedFile) {
  await uploadFile(server, token, '/user/photo', file);
}

/** One user's finances: entrances, goals and expenses added, and the whole state read back. */
export function financeSeeds(server: RunningServer, token: string) {
  const post = async <T>(path: string, body: object) =>
    answer<T>(await callApi(server, 'POST', path, body, token));
  return {
    entrance: (title: string, value: number, date = Date.now(), color = BLUE) =>
      post<Entrance>('/finances/entraces', { title, value, date, color }),
    goal: (type: FinanceKind, title: string, value: number, { icon = 1, color = BLUE } = {}) =>
      post<Goal>('/finances/goals', { type, title, value, icon, color }),
    expense: (
      type: FinanceKind,
      title: string,
      value: number,
      { goal, date = Date.now(), color = BLUE }: { goal?: Goal; date?: number; color?: string } = {},
    ) =>
      post<Expense>('/finances/expenses', {
        type,
        title,
        value,
        date,
        color,
        financesGoalId: goal?.id ?? null,
      }),
    /** GET /finances: what the server stored. */
    read: async () => answer<FinancesAnswer>(await callApi(server, 'GET', '/finances', undefined, token)),
  };
}

export interface SeedList {
  title: string;
  description?: string;
  /** 1 To do (when left out), 2 In Progress, 3 Done; the list goes to the end of its column. */
  status?: TodoListStatus;
  color?: string;
  date?: number;
}

export interface SeedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** One user's to-do board: lists, their tasks, comments and attachments, and the board read back. */
export function todoSeeds(server: RunningServer, token: string) {
  const post = async <T>(path: string, body: object) =>
    answer<T>(await callApi(server, 'POST', path, body, token));
  return {
    list: ({ title, description = `${title}, before leaving.`, status, color = BLUE, date }: SeedList) =>
      post<TodoListAnswer>('/todolist', {
        title,
        description,
        color,
        date: date ?? Date.now() + 7 * 86_400_000,
        ...(status ? { status } : {}),
      }),
    task: (list: TodoListAnswer, title: string, description = `${title}, soon.`) =>
      post<TodoTask>('/todolist/tasks', { title, description, toDoListId: list.id }),
    comment: (list: TodoListAnswer, title: string, description = `${title}, noted.`) =>
      post<TodoComment>('/todolist/comments', { title, description, toDoListId: list.id }),
    /** Uploads the file as the attach form does, then attaches it. */
    async attachment(list: TodoListAnswer, title: string, file: SeedFile): Promise<TodoAttachment> {
      const upload = await uploadFile(server, token, '/todolist/attchaments/upload', file);
      const { fileName } = await answer<{ fileName: string }>(upload);
      return post<TodoAttachment>('/todolist/attchaments', { title, link: fileName, toDoListId: list.id });
    },
    /** GET /todolist: every list, by status, then by position. */
    board: async () => answer<TodoListAnswer[]>(await callApi(server, 'GET', '/todolist', undefined, token)),
  };
}

const DAY_MS = 86_400_000;

/**
 * A dashboard's worth of plans: four to-do lists (two to do, one in progress, one done) and this month's
 * money: 2,500.00 in, 400.00 spent at home, 1,200.00 on the trip (profit 900.00).
 */
export async function seedPlans(server: RunningServer, token: string) {
  const now = Date.now();
  const todo = todoSeeds(server, token);
  await todo.list({ title: 'Book the hotel', status: 1, date: now + 10 * DAY_MS });
  await todo.list({ title: 'Buy a rail pass', status: 1, date: now + 20 * DAY_MS });
  await todo.list({ title: 'Learn some Japanese', status: 2, date: now + 30 * DAY_MS });
  await todo.list({ title: 'Renew the passport', status: 3, date: now - 5 * DAY_MS });
  const money = financeSeeds(server, token);
  await money.entrance('Salary', 250_000, now);
  await money.expense(FinanceKind.domestic, 'Rent', 40_000, { date: now });
  await money.expense(FinanceKind.trip, 'Flight', 120_000, { date: now });
}
