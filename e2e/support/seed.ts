import type {
  Entrance,
  Expense,
  FinanceKind,
  Finances,
  Goal,
  TodoAttachment,
  TodoComment,
  TodoList,
  TodoListStatus,
  TodoTask,
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
    read: async () => answer<Finances>(await callApi(server, 'GET', '/finances', undefined, token)),
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
      post<TodoList>('/todolist', {
        title,
        description,
        color,
        date: date ?? Date.now() + 7 * 86_400_000,
        ...(status ? { status } : {}),
      }),
    task: (list: TodoList, title: string, description = `${title}, soon.`) =>
      post<TodoTask>('/todolist/tasks', { title, description, toDoListId: list.id }),
    comment: (list: TodoList, title: string, description = `${title}, noted.`) =>
      post<TodoComment>('/todolist/comments', { title, description, toDoListId: list.id }),
    /** Uploads the file as the attach form does (multipart field "file"), then attaches it. */
    async attachment(list: TodoList, title: string, file: SeedFile): Promise<TodoAttachment> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.name);
      const upload = await fetch(`${server.url}/api/todolist/attchaments/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (upload.status !== 201) {
        throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
      }
      const { fileName } = await answer<{ fileName: string }>(upload);
      return post<TodoAttachment>('/todolist/attchaments', { title, link: fileName, toDoListId: list.id });
    },
    /** GET /todolist: every list, by status, then by position. */
    board: async () => answer<TodoList[]>(await callApi(server, 'GET', '/todolist', undefined, token)),
  };
}
