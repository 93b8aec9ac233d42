import { createHmac, hash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, type CalendarDay, type Language } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { hashToken } from '../http/auth';
import { messagesOf, type Messages } from '../i18n/messages';
import { calendarFeeds } from './calendar-schema';
import { datedItemsOf, itemPath, type DatedItem } from './dated-items';
import { inItsZone, timedItemsOf, vtimezoneOf, type TimedItem } from './timed-items';

/** How often calendar apps are asked to read the feed again. */
const REFRESH_SECONDS = 3600;

/** The feed's address for a token. */
export const feedUrl = (publicUrl: string, token: string) =>
  new URL(`/api/calendar/${token}.ics`, publicUrl).toString();

const SECRET_FILE = 'calendar-feed.key';

/**
 * The secret feed tokens are derived with: the configured one, else one made once and kept in the data
 * folder (owner-only), so that addresses outlive restarts.
 */
export async function feedSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another start made it first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** A feed's token: 256 bits that only the secret's holder can derive from the feed's id. */
const tokenOf = (secret: string, feedId: string) =>
  createHmac('sha256', secret).update(`calendar feed ${feedId}`).digest('base64url');

/** Makes the user's feed, or a new one in place of the old (whose address stops working). */
export async function replaceFeed(db: Db, secret: string, userId: string): Promise<string> {
  const feedId = randomUUID();
  const token = tokenOf(secret, feedId);
  const values = { feedId, tokenHash: hashToken(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return token;
}

/** The token of the user's feed, or undefined when they have none. */
export async function feedTokenOf(db: Db, secret: string, userId: string): Promise<string | undefined> {
  const [feed] = await db
    .select({ feedId: calendarFeeds.feedId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed && tokenOf(secret, feed.feedId);
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of the feed the token opens, with their language; undefined for a token no feed has. */
export async function feedOwner(db: Db, token: string) {
  const [owner] = await db
    .select({ userId: users.id, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return owner;
}

/** An event's title in the reader's language; the items' own titles and cities stay as written. */
function summaryOf(item: DatedItem, words: Messages['calendarFeed']): string {
  const ofTrip = item.tripCity && item.kind !== 'trip' ? ` · ${item.tripCity}` : '';
  if (item.kind === 'trip') return words.tripTitle(item.title);
  if (item.kind === 'task') return `${words.taskTitle(item.title)}${ofTrip}`;
  return `${item.title}${ofTrip}`;
}

/**
 * True for a day iCalendar can write, whose DATE has a four-digit year: a row stored before the API held
 * dates to 9999 may be past it.
 */
const isWritable = (day: CalendarDay) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** Midnight UTC of a day, which ical-generator writes as the day itself (`VALUE=DATE`, no zone). */
const midnightUtcOf = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/**
 * The all-day event of a day: it starts on the day and ends as the next begins, an end left out (a day
 * long, RFC 5545 has it) after 9999's last day. Undefined for a day iCalendar cannot write, so that such
 * an item is left out, not the whole feed.
 */
function allDayOf(day: CalendarDay): { start: Date; end?: Date } | undefined {
  if (!isWritable(day)) return undefined;
  const next = addDays(day, 1);
  return { start: midnightUtcOf(day), ...(isWritable(next) && { end: midnightUtcOf(next) }) };
}

/** The years a feed's VTIMEZONEs cover: those of its timed events, from the first start to the last end. */
function yearsOf(items: readonly TimedItem[]): { from: number; to: number } {
  const years = items.flatMap(({ start, end }) =>
    [start.at, ...(end ? [end.at] : [])].map((at) => at.getUTCFullYear()),
  );
  return { from: Math.min(...years), to: Math.max(...years) };
}

/**
 * An itinerary item's event: its start as its own zone's clock reads it, with that zone's TZID (and its
 * VTIMEZONE, which the calendar writes once per zone), its end at its own instant written in the same
 * zone (one TZID per event), none when it has no end.
 */
function timedEventOf(item: TimedItem, host: string, publicUrl: string) {
  return {
    id: `itinerary-${item.id}@${host}`,
    start: inItsZone(item.start),
    ...(item.end && { end: inItsZone({ at: item.end.at, zone: item.start.zone }) }),
    timezone: item.start.zone,
    summary: `${item.title} · ${item.tripCity}`,
    url: new URL('/itinerary', publicUrl).toString(),
  };
}

/** Documents kept for the feeds read again unchanged: calendar apps ask every hour for the same. */
const KEPT_DOCUMENT_BYTES = 8 * 1024 * 1024;
const keptDocuments = new Map<string, { itemsHash: string; text: string }>();
let keptBytes = 0;

function keepDocument(userId: string, itemsHash: string, text: string): void {
  const previous = keptDocuments.get(userId);
  if (previous) keptBytes -= previous.text.length;
  keptDocuments.delete(userId);
  keptDocuments.set(userId, { itemsHash, text });
  keptBytes += text.length;
  for (const [oldest, kept] of keptDocuments) {
    if (keptBytes <= KEPT_DOCUMENT_BYTES) break;
    keptDocuments.delete(oldest);
    keptBytes -= kept.text.length;
  }
}

/**
 * The user's dated items as an iCalendar document (RFC 5545): an all-day event per item on its day, the
 * same in every member's feed whatever their zone, and a timed event per timed item of the itinerary's
 * dated days, in its own zone; each with a UID that stays the item's whatever changes, so calendar apps update it in place.
 * The items are read at every request; the document is written again only when they changed, as writing
 * one costs far more than reading them.
 */
export async function calendarDocument(
  db: Db,
  owner: { userId: string; language: Language },
  publicUrl: string,
): Promise<string> {
  const [items, timed] = await Promise.all([datedItemsOf(db, owner.userId), timedItemsOf(db, owner.userId)]);
  const itemsHash = hash('sha256', JSON.stringify([owner.language, publicUrl, items, timed]), 'base64url');
  const words = messagesOf(owner.language).calendarFeed;
  const kept = keptDocuments.get(owner.userId);
  if (kept?.itemsHash === itemsHash) return kept.text;
  const calendar = ical({
    name: 'Wayfarer',
    prodId: { company: 'Wayfarer', product: 'Wayfarer', language: owner.language === 'pt-BR' ? 'PT' : 'EN' },
    ttl: REFRESH_SECONDS,
  });
  const host = new URL(publicUrl).hostname;
  for (const item of items) {
    const event = allDayOf(item.day);
    if (event === undefined) continue;
    calendar.createEvent({
      id: `${item.kind}-${item.id}@${host}`,
      ...event,
      allDay: true,
      summary: summaryOf(item, words),
      url: new URL(itemPath(item), publicUrl).toString(),
    });
  }
  if (timed.length > 0) {
    const years = yearsOf(timed);
    calendar.timezone({ name: null, generator: (zone) => vtimezoneOf(zone, years.from, years.to) });
  }
  for (const item of timed) calendar.createEvent(timedEventOf(item, host, publicUrl));
  const text = calendar.toString();
  keepDocument(owner.userId, itemsHash, text);
  return text;
}
