import type { EndpointTable } from '../http/endpoint';

/** Reminders of what is dated, the notifications they leave, and the calendar feed of it all. */
export const calendarEndpoints = {
  getReminderSettings: { method: 'GET', path: '/reminders/settings', signedIn: true },
  putReminderSettings: { method: 'PUT', path: '/reminders/settings', signedIn: true },
  listNotifications: { method: 'GET', path: '/notifications', signedIn: true },
  readNotification: { method: 'PATCH', path: '/notifications/:id', signedIn: true },
  getCalendarFeed: { method: 'GET', path: '/calendar/feed', signedIn: true },
  createCalendarFeed: { method: 'POST', path: '/calendar/feed', signedIn: true },
  deleteCalendarFeed: { method: 'DELETE', path: '/calendar/feed', signedIn: true },
  // Public: a calendar app subscribes by address alone; the token in it is the secret.
  readCalendarFeed: { method: 'GET', path: '/calendar/:feed', signedIn: false },
} as const satisfies EndpointTable;
