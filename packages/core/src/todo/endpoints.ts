import type { EndpointTable } from '../http/endpoint';

/** The to-do board: lists and their moves, tasks, comments and attachments, each only ever the caller's. */
export const todoEndpoints = {
  getTodoLists: { method: 'GET', path: '/todolist', signedIn: true },
  createTodoList: { method: 'POST', path: '/todolist', signedIn: true },
  updateTodoList: { method: 'PATCH', path: '/todolist', signedIn: true },
  deleteTodoList: { method: 'DELETE', path: '/todolist', signedIn: true },
  moveTodoLists: { method: 'PATCH', path: '/todolist/position', signedIn: true },
  createTodoTask: { method: 'POST', path: '/todolist/tasks', signedIn: true },
  updateTodoTask: { method: 'PATCH', path: '/todolist/tasks', signedIn: true },
  deleteTodoTask: { method: 'DELETE', path: '/todolist/tasks', signedIn: true },
  createTodoComment: { method: 'POST', path: '/todolist/comments', signedIn: true },
  deleteTodoComment: { method: 'DELETE', path: '/todolist/comments', signedIn: true },
  uploadAttachment: { method: 'POST', path: '/todolist/attchaments/upload', signedIn: true },
  createTodoAttachment: { method: 'POST', path: '/todolist/attchaments', signedIn: true },
  deleteTodoAttachment: { method: 'DELETE', path: '/todolist/attchaments', signedIn: true },
  // Public: a new tab sends no bearer token; the signed link GET /todolist hands out is the permission.
  openAttachment: { method: 'GET', path: '/todolist/attchaments/:fileName', signedIn: false },
} as const satisfies EndpointTable;
