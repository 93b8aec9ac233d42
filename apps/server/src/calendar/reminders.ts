import {
  DEFAULT_REMINDER_SETTINGS,
  dayIn,
  dueReminder,
  MAX_REMINDER_DAYS_BEFORE,
  reminderWindow,
  type Language,
} from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messagesOf } from '../i18n/messages';
import { renderActionMail } from '../mail/layout';
import type { Mailer } from '../mail/mailer';
import { notifications, reminderDeliveries } from './calendar-schema';
import { itemPath, itemsForReminders, type ItemForPerson } from './dated-items';
import { reminderTexts } from './reminder-texts';

/*
 * Reminders happen once per person, item, day and lead time, whichever instance finds them and however
 * often it restarts: the finding instance inserts the reminder under a unique key, and only the insert
 * that wins writes its notification, in the same transaction. Its e-mail then waits in the table until an
 * instance claims it (FOR UPDATE SKIP LOCKED, for CLAIM_MINUTES), sends it and records it sent. SMTP
 * cannot be part of a transaction: an instance that dies after sending and before recording leaves the
 * claim to run out, and the mail is sent again with the same Message-ID, which mail servers treat as
 * one message.
 */

/** How long a claimed mail is left to the instance sending it before another may try. */
const CLAIM_MINUTES = 10;
/** Mails claimed by one instance at a time. */
const MAILS_PER_CLAIM = 20;
const DAY_MS = 86_400_000;
const ROWS_BETWEEN_YIELDS = 200;

interface Due {
  person: ItemForPerson;
  day: string;
  daysBefore: number;
}

/** The reminders due at `now`: one query of the items dated within a few days, then each person's rule. */
export async function dueReminders(db: Db, now: number): Promise<Due[]> {
  const days = reminderWindow(now, MAX_REMINDER_DAYS_BEFORE);
  const people = await itemsForReminders(db, {
    fromDay: days.from,
    toDay: days.to,
    fromMs: Date.parse(`${days.from}T00:00:00Z`) - DAY_MS,
    toMs: Date.parse(`${days.to}T00:00:00Z`) + DAY_MS,
  });
  const due: Due[] = [];
  for (const [index, person] of people.entries()) {
    // Zone arithmetic is slow next to the rest of the loop: give the event loop back now and then.
    if (index % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await new Promise(setImmediate);
    const { item, timeZone } = person;
    const settings = person.settings ?? DEFAULT_REMINDER_SETTINGS;
    // A day further off than the earliest reminder reaches (and a day for the zones) has none due.
    const reach = (Math.max(-1, ...settings.daysBefore) + 2) * DAY_MS;
    if ((item.day ? Date.parse(`${item.day}T00:00:00Z`) : (item.dayMs ?? 0)) > now + reach) continue;
    const day = item.day ?? dayIn(item.dayMs ?? 0, timeZone);
    const made = person.made.filter((reminder) => reminder.day === day).map((r) => r.daysBefore);
    const daysBefore = dueReminder(day, settings, timeZone, now, made);
    if (daysBefore !== undefined) due.push({ person, day, daysBefore });
  }
  return due;
}

/** Records each due reminder and its notification, once; answers how many were new. */
export async function makeReminders(db: Db, due: readonly Due[]): Promise<number> {
  let made = 0;
  for (const { person, day, daysBefore } of due) {
    const { item, userId, language } = person;
    const texts = reminderTexts(item, day, daysBefore, language);
    const link = itemPath(item);
    const wantsMail = (person.settings ?? DEFAULT_REMINDER_SETTINGS).email;
    const isNew = await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(reminderDeliveries)
        .values({
          userId,
          itemKind: item.kind,
          itemId: item.id,
          itemDay: day,
          daysBefore,
          mailState: wantsMail ? 'pending' : 'none',
          mailSubject: texts.title,
          mailText: texts.body,
          mailLink: link,
        })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      if (!reminder) return false;
      await tx.insert(notifications).values({ userId, title: texts.title, body: texts.body, link });
      return true;
    });
    if (isNew) made++;
  }
  return made;
}

interface ClaimedMail {
  id: string;
  email: string;
  language: Language;
  mail_subject: string;
  mail_text: string;
  mail_link: string;
}

/** Sends the reminder mails no instance holds; answers how many went. */
export async function sendReminderMails(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log: { warn(details: object, message: string): void },
): Promise<number> {
  const claimed = (
    (await db.execute(sql`
      update ${reminderDeliveries} as d
      set claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
      from users u
      where u.id = d.user_id and d.id in (
        select id from ${reminderDeliveries}
        where mail_state = 'pending' and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${MAILS_PER_CLAIM}
        for update skip locked)
      returning d.id, u.email, u.language, d.mail_subject, d.mail_text, d.mail_link`)) as unknown as {
      rows: ClaimedMail[];
    }
  ).rows;
  const host = new URL(publicUrl).hostname;
  let sent = 0;
  for (const mail of claimed) {
    const link = new URL(mail.mail_link, publicUrl).toString();
    const { mails } = messagesOf(mail.language);
    try {
      await mailer.send({
        to: mail.email,
        subject: mail.mail_subject,
        link,
        messageId: `<reminder.${mail.id}@${host}>`,
        ...renderActionMail({
          greeting: mails.hello,
          lines: [mail.mail_text],
          action: mails.reminder.action,
          link,
          footer: mails.reminder.footer,
          language: mail.language,
        }),
      });
    } catch (error) {
      log.warn({ err: error }, 'a reminder mail was not sent; trying again once its claim runs out');
      continue;
    }
    await db.execute(
      sql`update ${reminderDeliveries} set mail_state = 'sent', sent_at = now() where id = ${mail.id}`,
    );
    sent++;
  }
  return sent;
}
