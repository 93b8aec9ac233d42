import { DEFAULT_REMINDER_SETTINGS, type AppNotification, type ReminderSettings } from '@wayfarer/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { runPeriodically } from '../http/periodic-task';
import {
  calendarDocument,
  deleteFeed,
  feedOwner,
  feedSecret,
  feedTokenOf,
  feedUrl,
  replaceFeed,
} from './calendar-feed';
import { notifications, reminderSettings } from './calendar-schema';
import { dueReminders, makeReminders, sendReminderMails } from './reminders';

/** The notifications the bell lists: the newest. */
const NOTIFICATIONS_LISTED = 100;

const presentNotification = (row: typeof notifications.$inferSelect): AppNotification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  at: row.createdAt.toISOString(),
  read: row.readAt !== null,
  link: row.link,
});

async function settingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ? { email: row.email, daysBefore: row.daysBefore, time: row.time } : DEFAULT_REMINDER_SETTINGS;
}

/**
 * Reminders (their settings, the notifications they leave, the periodic look for due ones) and the
 * calendar feed: a private address any calendar app reads without a session.
 */
export async function calendarRoutes(
  app: FastifyInstance,
  { config, db, mailer, clock = Date.now }: AppDeps,
) {
  const secret = await feedSecret(config.CALENDAR_FEED_SECRET, config.DATA_DIR);
  const urlOf = (token: string | undefined) => (token ? feedUrl(config.PUBLIC_URL, token) : null);
  runPeriodically(app, 'sending due reminders', config.REMINDER_POLL_SECONDS * 1000, async () => {
    await makeReminders(db, await dueReminders(db, clock()));
    await sendReminderMails(db, mailer, config.PUBLIC_URL, app.log);
  });

  addEndpointRoute(app, 'readCalendarFeed', async (request, reply) => {
    const owner = await feedOwner(db, request.params.feed.replace(/\.ics$/, ''));
    if (!owner) throw notFound('No calendar has this address.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(await calendarDocument(db, owner, config.PUBLIC_URL));
  });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);

    addEndpointRoute(signedIn, 'getReminderSettings', async (request) =>
      settingsOf(db, request.session.userId),
    );

    addEndpointRoute(signedIn, 'putReminderSettings', async (request) => {
      const { email, time } = request.body;
      const daysBefore = [...request.body.daysBefore].sort((a, b) => a - b);
      const values = { email, daysBefore, time };
      await db
        .insert(reminderSettings)
        .values({ userId: request.session.userId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
      return values;
    });

    addEndpointRoute(signedIn, 'listNotifications', async (request) => {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, request.session.userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LISTED);
      return rows.map(presentNotification);
    });

    addEndpointRoute(signedIn, 'readNotification', async (request) => {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, request.session.userId)))
        .returning();
      if (!row) throw notFound('Notification not found.');
      return presentNotification(row);
    });

    addEndpointRoute(signedIn, 'getCalendarFeed', async (request) => ({
      url: urlOf(await feedTokenOf(db, secret, request.session.userId)),
    }));

    addEndpointRoute(signedIn, 'createCalendarFeed', async (request) => ({
      url: urlOf(await replaceFeed(db, secret, request.session.userId)),
    }));

    addEndpointRoute(signedIn, 'deleteCalendarFeed', async (request, reply) => {
      await deleteFeed(db, request.session.userId);
      return reply.code(204).send(null);
    });
  });
}
