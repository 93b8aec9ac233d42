import {
  DEFAULT_REMINDER_SETTINGS,
  dayIn,
  daysBetween,
  dueReminder,
  MAX_REMINDER_DAYS_BEFORE,
  reminderWindow,
  todayIn,
  type CalendarDay,
  type Language,
} from '@wayfarer/core';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messagesOf } from '../i18n/messages';
import { renderActionMail } from '../mail/layout';
import type { Mailer } from '../mail/mailer';
import { notifications, reminderDeliveries } from './calendar-schema';
import { itemPath, itemsForReminders, type DatedItemKind, type ItemForPerson } from './dated-items';
import { reminderTexts } from './reminder-texts';

/*
 * Reminders happen once per person, item, day and lead time, whichever instance finds them and however
 * often it restarts: the finding instance inserts the reminder under a unique key, and only the insert
 * that wins writes its notification, in the same transaction, in place of the one an earlier reminder of
 * the same item and day left in the bell. The day is the item's as stored, the same for every member, so
 * a change of a member's zone never makes it another day to remind again; only "today", "tomorrow" and
 * when the reminder comes are the member's, from their zone. Its e-mail then waits in the table until an
 * instance claims it with the person's other reminders of that day (for CLAIM_MINUTES), sends them as one
 * mail and records them sent: a person gets one reminder mail a day, however many items are due. SMTP
 * cannot be part of a transaction: an instance that dies after sending and before recording leaves the
 * claim to run out, and the mail is sent again with the same Message-ID (the person's and the day's),
 * which mail servers treat as one message.
 */

/** How long a claimed mail is left to the instance sending it before another may try. */
const CLAIM_MINUTES = 10;
/** Digests (one person's mail of one day) claimed by one instance at a time. */
const DIGESTS_PER_CLAIM = 20;
const ROWS_BETWEEN_YIELDS = 200;

interface Due {
  person: ItemForPerson;
  day: CalendarDay;
  /** The lead time of the person's settings it was due by: its key. */
  daysBefore: number;
  /** The days from the person's today to the item's day, which its text says: 0 today, 1 tomorrow. */
  daysAhead: number;
  /** When it was found due, in epoch ms: its mail goes with the others found that day. */
  foundAt: number;
}

/** The reminders due at `now`: one query of the items dated within a few days, then each person's rule. */
export async function dueReminders(db: Db, now: number): Promise<Due[]> {
  const days = reminderWindow(now, MAX_REMINDER_DAYS_BEFORE);
  const people = await itemsForReminders(db, { fromDay: days.from, toDay: days.to });
  const todayInUtc = dayIn(now, 'UTC');
  const due: Due[] = [];
  for (const [index, person] of people.entries()) {
    // Zone arithmetic is slow next to the rest of the loop: give the event loop back now and then.
    if (index % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await new Promise(setImmediate);
    const { item, timeZone } = person;
    const { day } = item;
    const settings = person.settings ?? DEFAULT_REMINDER_SETTINGS;
    // A day further off than the earliest reminder reaches (and a day for the zones) has none due.
    if (daysBetween(todayInUtc, day) > Math.max(-1, ...settings.daysBefore) + 1) continue;
    const made = person.made.filter((reminder) => reminder.day === day).map((r) => r.daysBefore);
    const daysBefore = dueReminder(day, settings, timeZone, now, made);
    if (daysBefore === undefined) continue;
    due.push({ person, day, daysBefore, daysAhead: daysBetween(todayIn(timeZone, now), day), foundAt: now });
  }
  return due;
}

/** Rows of one insert: well within the parameters a statement may have. */
const ROWS_PER_INSERT = 500;

/** Groups the due reminders by the person they are for. */
function byPerson(due: readonly Due[]): Due[][] {
  const groups = new Map<string, Due[]>();
  for (const one of due) {
    const group = groups.get(one.person.userId);
    if (group) group.push(one);
    else groups.set(one.person.userId, [one]);
  }
  return [...groups.values()];
}

/**
 * Takes out of the bell what earlier reminders of the same items and days (another lead time) left
 * there: a notification is written under its reminder's id.
 */
async function dropEarlierNotifications(tx: Db, reminderIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    delete from ${notifications} n
    using ${reminderDeliveries} earlier, ${reminderDeliveries} latest
    where latest.id in (${sql.join(
      reminderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and earlier.user_id = latest.user_id and earlier.item_kind = latest.item_kind
      and earlier.item_id = latest.item_id and earlier.item_day = latest.item_day
      and earlier.id <> latest.id and n.id = earlier.id`);
}

/**
 * Records each due reminder and its notification, once; answers how many were new. A person's reminders
 * found together are recorded in one transaction, so that the day's mail, which gathers them, never goes
 * with only some of them.
 */
export async function makeReminders(db: Db, due: readonly Due[]): Promise<number> {
  let made = 0;
  for (const reminders of byPerson(due)) {
    const rows = reminders.map(({ person, day, daysBefore, daysAhead, foundAt }) => {
      const { item, userId, language } = person;
      const texts = reminderTexts(item, day, daysAhead, language);
      const wantsMail = (person.settings ?? DEFAULT_REMINDER_SETTINGS).email;
      return {
        userId,
        itemKind: item.kind,
        itemId: item.id,
        itemDay: day,
        daysBefore,
        mailState: wantsMail ? ('pending' as const) : ('none' as const),
        mailSubject: texts.title,
        mailText: texts.body,
        mailLink: itemPath(item),
        createdAt: new Date(foundAt),
      };
    });
    made += await db.transaction(async (tx) => {
      let recorded = 0;
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const inserted = await tx
          .insert(reminderDeliveries)
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .onConflictDoNothing()
          .returning({
            id: reminderDeliveries.id,
            userId: reminderDeliveries.userId,
            title: reminderDeliveries.mailSubject,
            body: reminderDeliveries.mailText,
            link: reminderDeliveries.mailLink,
          });
        if (inserted.length === 0) continue;
        // Only the inserts that won write their notification, whoever found them, under the reminder's
        // own id: the bell keeps one per item and day, the latest.
        await dropEarlierNotifications(
          tx,
          inserted.map((row) => row.id),
        );
        await tx.insert(notifications).values(inserted);
        recorded += inserted.length;
      }
      return recorded;
    });
  }
  return made;
}

interface ClaimedReminder {
  id: string;
  email: string;
  language: Language;
  item_kind: DatedItemKind;
  mail_subject: string;
  mail_text: string;
  mail_link: string;
  item_day: string;
}

/** One person's reminder mails of one day, claimed together to go as one mail. */
interface Digest {
  userId: string;
  day: string;
  email: string;
  language: Language;
  reminders: ClaimedReminder[];
}

/** The rows of a statement run through `execute`, which both drivers answer with `rows`. */
async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * The day a reminder was found on, in its person's zone: the day of its mail. Not its item's day less
 * how early it comes, which a reminder found late (an item added after the hour) puts in the past.
 */
const dayFound = sql`(d.created_at at time zone u.time_zone)::date`;

/**
 * Claims the reminder mails waiting to go, as one digest per person and day. A digest is claimed under
 * a transaction lock of its own, and read again once held: another instance's claim of the same person
 * and day, made meanwhile, is seen then and left to it, so that the day's reminders never go in two
 * mails. A reminder found after its day's mail went (an item dated later that day) stays in the bell.
 */
async function claimDigests(db: Db): Promise<Digest[]> {
  return db.transaction(async (tx) => {
    const candidates = await rowsOf<{ user_id: string; day: string }>(
      tx,
      sql`
      select d.user_id, ${dayFound}::text as day
      from ${reminderDeliveries} d join users u on u.id = d.user_id
      where d.mail_state = 'pending' and (d.claimed_until is null or d.claimed_until < now())
      group by 1, 2
      order by min(d.created_at)
      limit ${DIGESTS_PER_CLAIM}`,
    );
    const digests: Digest[] = [];
    for (const { user_id: userId, day } of candidates) {
      const [lock] = await rowsOf<{ held: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`reminder-digest:${userId}:${day}`}, 0)) as held`,
      );
      if (!lock?.held) continue;
      const ofDigest = sql`u.id = d.user_id and d.user_id = ${userId} and ${dayFound} = ${day}::date`;
      const [state] = await rowsOf<{ sent: boolean | null; claimed: boolean | null }>(
        tx,
        sql`
        select bool_or(d.mail_state = 'sent') as sent,
          bool_or(d.mail_state = 'pending' and d.claimed_until >= now()) as claimed
        from ${reminderDeliveries} d, users u where ${ofDigest}`,
      );
      if (state?.claimed) continue;
      if (state?.sent) {
        await tx.execute(sql`
          update ${reminderDeliveries} d set mail_state = 'none'
          from users u where ${ofDigest} and d.mail_state = 'pending'`);
        continue;
      }
      const reminders = await rowsOf<ClaimedReminder>(
        tx,
        sql`
        update ${reminderDeliveries} d
        set claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
        from users u
        where ${ofDigest} and d.mail_state = 'pending'
        returning d.id, u.email, u.language, d.item_kind, d.item_day::text as item_day,
          d.mail_subject, d.mail_text, d.mail_link`,
      );
      const [one] = reminders;
      if (one) digests.push({ userId, day, email: one.email, language: one.language, reminders });
    }
    return digests;
  });
}

/** Reminders a digest lists in full; past them it says how many more the bell holds. */
const LISTED_PER_DIGEST = 30;

/** A day's reminders in a digest: the trip's own day first, then its lists', then its tasks'. */
const KIND_ORDER: Record<DatedItemKind, number> = { trip: 0, list: 1, task: 2 };

/** What a digest says: one reminder as it is; several under the first one's title, the app's link. */
function digestMail(reminders: readonly ClaimedReminder[], language: Language) {
  const { mails } = messagesOf(language);
  const sorted = [...reminders].sort(
    (a, b) =>
      a.item_day.localeCompare(b.item_day) ||
      KIND_ORDER[a.item_kind] - KIND_ORDER[b.item_kind] ||
      a.mail_subject.localeCompare(b.mail_subject),
  );
  const [first, ...others] = sorted;
  if (!first) throw new Error('a digest without reminders');
  if (others.length === 0) {
    return { subject: first.mail_subject, lines: [first.mail_text], path: first.mail_link };
  }
  const listed = sorted.slice(0, LISTED_PER_DIGEST).map((reminder) => reminder.mail_text);
  const unlisted = sorted.length - listed.length;
  const paths = new Set(sorted.map((reminder) => reminder.mail_link));
  return {
    subject: mails.reminder.digestSubject(first.mail_subject, others.length),
    lines: [
      mails.reminder.digestIntro(sorted.length),
      ...listed,
      ...(unlisted > 0 ? [mails.reminder.digestMore(unlisted)] : []),
    ],
    path: paths.size === 1 ? first.mail_link : '/',
  };
}

/**
 * Sends the reminder mails no instance holds, one per person and day with all of that day's reminders;
 * answers how many mails went.
 */
export async function sendReminderMails(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log: { warn(details: object, message: string): void },
): Promise<number> {
  const host = new URL(publicUrl).hostname;
  let sent = 0;
  for (const { userId, day, email, language, reminders } of await claimDigests(db)) {
    const { subject, lines, path } = digestMail(reminders, language);
    const link = new URL(path, publicUrl).toString();
    const { mails } = messagesOf(language);
    try {
      await mailer.send({
        to: email,
        subject,
        link,
        messageId: `<reminders.${userId}.${day}@${host}>`,
        ...renderActionMail({
          greeting: mails.hello,
          lines,
          action: mails.reminder.action,
          link,
          footer: mails.reminder.footer,
          language,
        }),
      });
    } catch (error) {
      log.warn({ err: error }, 'a reminder mail was not sent; trying again once its claim runs out');
      continue;
    }
    const ids = reminders.map((reminder) => reminder.id);
    // A reminder dropped while its mail went (its person taken off the trip) stays dropped.
    await db
      .update(reminderDeliveries)
      .set({ mailState: 'sent', sentAt: sql`now()` })
      .where(and(inArray(reminderDeliveries.id, ids), eq(reminderDeliveries.mailState, 'pending')));
    sent++;
  }
  return sent;
}
