import type { EndpointTable, TripAccess } from '../http/endpoint';

/** A change to the board of the caller's current trip: owners and editors only. */
const writesTheBoard: TripAccess = { trip: 'current', action: 'write' };

/**
 * The to-do board of the caller's current trip (or, without one, their own): lists and their moves,
 * tasks, comments and attachments.
 */
export const todoEndpoints = {
  getTodoLists: { method: 'GET', path: '/todolist', signedIn: true },
  createTodoList: { method: 'POST', path: '/todolist', signedIn: true, tripAccess: writesTheBoard },
  updateTodoList: { method: 'PATCH', path: '/todolist', signedIn: true, tripAccess: writesTheBoard },
  deleteTodoList: { method: 'DELETE', path: '/todolist', signedIn: true, tripAccess: writesTheBoard },
  moveTodoLists: { method: 'PATCH', path: '/todolist/position', signedIn: true, tripAccess: writesTheBoard },
  createTodoTask: { method: 'POST', path: '/todolist/tasks', signedIn: true, tripAccess: writesTheBoard },
  updateTodoTask: { method: 'PATCH', path: '/todolist/tasks', signedIn: true, tripAccess: writesTheBoard },
  deleteTodoTask: { method: 'DELETE', path: '/todolist/tasks', signedIn: true, tripAccess: writesTheBoard },
  createTodoComment: {
    method: 'POST',
    path: '/todolist/comments',
    signedIn: true,
    tripAccess: writesTheBoard,
  },
  deleteTodoComment: {
    method: 'DELETE',
    path: '/todolist/comments',
    signedIn: true,
    tripAccess: writesTheBoard,
  },
  uploadAttachment: {
    method: 'POST',
    path: '/todolist/attchaments/upload',
    signedIn: true,
    tripAccess: writesTheBoard,
  },
  createTodoAttachment: {
    method: 'POST',
    path: '/todolist/attchaments',
    signedIn: true,
    tripAccess: writesTheBoard,
  },
  deleteTodoAttachment: {
    method: 'DELETE',
    path: '/todolist/attchaments',
    signedIn: true,
    tripAccess: writesTheBoard,
  },
  // Public: a new tab sends no bearer token; the signed link GET /todolist hands out is the permission.
  openAttachment: { method: 'GET', path: '/todolist/attchaments/:fileName', signedIn: false },
} as const satisfies EndpointTable;
