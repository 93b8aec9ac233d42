import { z } from 'zod';
import { answer, type ContractTable } from '../http/endpoint';
import type { calendarEndpoints } from './endpoints';
import {
  calendarFeedPathSchema,
  calendarFeedSchema,
  notificationListSchema,
  notificationPathSchema,
  notificationSchema,
  readNotificationBodySchema,
  reminderSettingsSchema,
} from './schemas';

const tag = 'calendar';
const settings = answer('The reminder settings', reminderSettingsSchema);
const feed = answer('The feed’s address: PUBLIC_URL/api/calendar/<token>.ics, or null', calendarFeedSchema);

export const calendarContracts = {
  getReminderSettings: {
    tag,
    summary: 'The caller’s reminder settings (an e-mail the day before at 09:00 until they choose)',
    statuses: { 200: settings },
  },
  putReminderSettings: {
    tag,
    summary: 'Replace the caller’s reminder settings',
    body: reminderSettingsSchema,
    statuses: { 200: settings },
  },
  listNotifications: {
    tag,
    summary: 'The caller’s notifications, newest first (at most 100)',
    statuses: { 200: answer('The notifications', notificationListSchema) },
  },
  readNotification: {
    tag,
    summary: 'Mark a notification read',
    params: notificationPathSchema,
    body: readNotificationBodySchema,
    statuses: {
      200: answer('The notification', notificationSchema),
      404: answer('No notification of the caller has this id'),
    },
  },
  getCalendarFeed: {
    tag,
    summary: 'The caller’s private calendar feed, if they made one',
    statuses: { 200: feed },
  },
  createCalendarFeed: {
    tag,
    summary: 'Make the caller’s feed address, or a new one: the old one stops working',
    statuses: { 200: feed },
  },
  deleteCalendarFeed: {
    tag,
    summary: 'End the caller’s feed: its address stops working',
    statuses: { 204: answer('Deleted') },
  },
  readCalendarFeed: {
    tag,
    summary: 'The feed, text/calendar (RFC 5545): every dated item of the owner’s trips, all-day events',
    params: calendarFeedPathSchema,
    statuses: {
      200: answer('text/calendar', z.unknown()),
      404: answer('No feed has this address (deleted or replaced)'),
    },
  },
} as const satisfies ContractTable<typeof calendarEndpoints>;
