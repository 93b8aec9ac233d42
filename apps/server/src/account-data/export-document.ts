import {
  dayIn,
  type CalendarDay,
  type Entrance,
  type Expense,
  type FinancesAnswer,
  type Goal,
  type ItemAbilities,
  type ItineraryDay,
  type ItineraryItem,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoTask,
  type TripRole,
  type TripSummary,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { profileColumns, users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import type { Scope } from '../db/ownership';
import { attachmentPaths } from './archive-names';
import { messagesOf } from '../i18n/messages';
import { financesCsvIn, type FinanceCsvItem, type FinanceRowKind } from './finances-csv';
import { prettyJsonPieces, StreamedArray, type JsonMember } from './json-pieces';
import type { AccountDataSources } from './sources';

/*
 * data.json: everything of one person, as the app's own answers have it (amounts in cents, each day as
 * 'YYYY-MM-DD' beside its epoch ms, who added what on a shared trip), gathered by the features' own
 * reads. A day is the one stored, the same in every member's export whatever their zone.
 */

/** An attachment: its title, and where its file is in the archive (null when the store had lost it). */
export interface ExportedAttachment {
  id: string;
  title: string;
  file: string | null;
  createdBy?: TodoAttachment['createdBy'];
}

/**
 * What the export shows of a row: all the app answers of it but its version and what the reader may do
 * with it (`can`), which only writes need.
 */
type Shown<Item> = Omit<Item, 'version' | 'can'>;

type ExportedDay = Shown<Omit<ItineraryDay, 'items'>> & { items: Shown<ItineraryItem>[] };

export type ExportedList = Omit<
  TodoListAnswer,
  'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments' | 'version' | 'can'
> & {
  tasks: Shown<TodoTask>[];
  comments: Shown<TodoComment>[];
  attachments: ExportedAttachment[];
};

interface Place {
  city: string;
  state: string;
  country: string;
  countryCode: string;
  currency: string;
}

export interface ExportedTrip {
  id: string;
  role: TripRole;
  current: boolean;
  from: Place | null;
  to: Place;
  /** The trip's day, and as the wire carries it (noon UTC of the day). */
  day: CalendarDay;
  when: number;
  /** The day it ends, null while open-ended. */
  returnDay: CalendarDay | null;
  members: { name: string; role: TripRole }[];
  board: ExportedList[];
  /** Its days in order, each with its items in order, and the ideas. */
  itinerary: { days: ExportedDay[]; ideas: Shown<ItineraryItem>[] };
  goals: Shown<Goal>[];
  costs: Shown<Expense>[];
}

export interface ExportDocument {
  format: 'wayfarer-export/1';
  exportedAt: string;
  account: {
    name: string;
    email: string;
    /** The photo's stored name, and its file in the archive when it is not the default silhouette. */
    photo: string;
    photoFile: string | null;
    timeZone: string;
    createdAt: string;
  };
  trips: ExportedTrip[];
  /** The board the user made before any trip, when it holds anything. */
  ownBoard?: ExportedList[];
  finances: {
    entrances: Shown<Entrance>[];
    domesticGoals: Shown<Goal>[];
    domesticCosts: Shown<Expense>[];
    /** Trip goals and costs made before any trip, kept as the user's own. */
    tripGoalsBeforeAnyTrip?: Shown<Goal>[];
    tripCostsBeforeAnyTrip?: Shown<Expense>[];
  };
}

/** The id of the photo among the archive's files, whose others are attachments by their id. */
export const PHOTO_FILE_ID = 'photo';

/** A stored file the archive holds: its id (an attachment's, or PHOTO_FILE_ID), stored name and path there. */
export interface ExportFile {
  id: string;
  kind: 'attachment' | 'photo';
  storedName: string;
  path: string;
}

/** Where the archive put each file, by its id: a file the store had lost is not there. */
export type ArchivedFiles = ReadonlyMap<string, string>;

/**
 * The export, read as it is written: each part goes through the user's trips one at a time, so that
 * only one trip's board and finances are held at once, however many trips the user has.
 */
export interface ExportPlan {
  /** The export's day in the user's zone, for the archive's name. */
  day: string;
  exportedAt: Date;
  /** calendar.ics, the calendar feed's document. */
  calendar: string;
  /** finances.csv, a line at a time. */
  financesCsv(): AsyncIterable<string>;
  /** The stored files, a board's at a time. */
  files(): AsyncIterable<ExportFile>;
  /** data.json, a piece at a time, naming each file where the archive put it. */
  dataJson(archived: ArchivedFiles): AsyncIterable<string>;
}

const shown = <Item extends { version: number; can?: ItemAbilities }>({
  version: _version,
  can: _can,
  ...item
}: Item): Shown<Item> => item;

const exportedDay = ({ items, ...day }: ItineraryDay): ExportedDay => ({
  ...shown(day),
  items: items.map(shown),
});

/** What an item is in finances.csv: its day the one stored, none for a goal. */
function csvItem(item: Entrance | Goal | Expense): FinanceCsvItem {
  return {
    title: item.title,
    value: item.value,
    day: 'dateDay' in item ? item.dateDay : null,
    originalValue: item.originalValue,
    originalCurrency: item.originalCurrency,
    rate: item.rate,
  };
}

/** A board's folder in the archive: the trip's city and its id's start, or the board made before any trip. */
const boardFolder = (summary: TripSummary | undefined) =>
  summary ? `${summary.tripCity}-${summary.id.slice(0, 8)}` : 'own board';

/** A board with each attachment named by where the archive put its file (null when it did not). */
function exportedBoard(lists: readonly TodoListAnswer[], archived: ArchivedFiles): ExportedList[] {
  return lists.map(({ toDoListTasks, toDoListAttchaments, toDoListComments, ...list }) => ({
    ...shown(list),
    tasks: toDoListTasks.map(shown),
    comments: toDoListComments.map(shown),
    attachments: toDoListAttchaments.map(({ id, title, createdBy }) => ({
      id,
      title,
      file: archived.get(id) ?? null,
      ...(createdBy !== undefined && { createdBy }),
    })),
  }));
}

/**
 * Reads the user and the list of their trips, and plans the archive; each of its parts reads the rest
 * when it is written. Undefined when the user is gone.
 */
export async function planExport(
  db: Db,
  sources: AccountDataSources,
  userId: string,
  now = new Date(),
): Promise<ExportPlan | undefined> {
  const [found] = await db
    .select({ ...profileColumns, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!found) return undefined;
  const user = found;
  const { timeZone } = user;
  const summaries = await sources.tripsOf(db, userId);
  const ownScope: Scope = { userId };
  const photoExtension = /\.(jpg|png)$/.exec(user.photo)?.[1];

  // In the account's language, whatever the browser that asks for it.
  const csv = financesCsvIn(user.language);
  const { places } = messagesOf(user.language);
  const csvLines = (kind: FinanceRowKind, trip: string, items: readonly (Entrance | Goal | Expense)[]) =>
    items.map((item) => csv.line({ kind, trip, item: csvItem(item) }));

  async function* financesCsv(): AsyncGenerator<string> {
    yield csv.header;
    for (const summary of summaries) {
      const { trip } = await sources.financesOf(db, userId, { tripId: summary.id });
      const country = places.country(summary.tripCountry, summary.tripCountrySlug);
      const destination = `${summary.tripCity}, ${country}`;
      yield* csvLines('tripGoal', destination, trip.goals);
      yield* csvLines('tripCost', destination, trip.expenses);
    }
    const own = await sources.financesOf(db, userId, ownScope);
    yield* csvLines('entrance', '', own.entraces);
    yield* csvLines('domesticGoal', '', own.domestic.goals);
    yield* csvLines('domesticCost', '', own.domestic.expenses);
    yield* csvLines('tripGoal', '', own.trip.goals);
    yield* csvLines('tripCost', '', own.trip.expenses);
  }

  async function* files(): AsyncGenerator<ExportFile> {
    if (photoExtension) {
      yield { id: PHOTO_FILE_ID, kind: 'photo', storedName: user.photo, path: `photo.${photoExtension}` };
    }
    const pathOf = attachmentPaths();
    for (const summary of [...summaries, undefined]) {
      const board = await sources.boardOf(db, summary ? { tripId: summary.id } : ownScope);
      for (const list of board) {
        for (const { id, title, link: storedName } of list.toDoListAttchaments) {
          const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
          const path = pathOf(boardFolder(summary), list.title, title, id, extension);
          yield { id, kind: 'attachment', storedName, path };
        }
      }
    }
  }

  async function exportedTrip(summary: TripSummary, archived: ArchivedFiles): Promise<ExportedTrip> {
    const trip = await sources.findTrip(db, summary.id);
    const members = await sources.membersOf(db, summary.id);
    const finances = await sources.financesOf(db, userId, { tripId: summary.id });
    const itinerary = await sources.itineraryOf(db, summary.id);
    return {
      id: summary.id,
      role: summary.role,
      current: summary.current,
      from: trip
        ? {
            city: trip.currentCity,
            state: trip.currentState,
            country: trip.currentCountry,
            countryCode: trip.currentCountrySlug,
            currency: trip.currentCurrency,
          }
        : null,
      to: {
        city: summary.tripCity,
        state: trip?.tripState ?? '',
        country: summary.tripCountry,
        countryCode: summary.tripCountrySlug,
        currency: trip?.tripCurrency ?? '',
      },
      day: summary.whenDay,
      when: summary.when,
      returnDay: summary.returnDate,
      members: members.map(({ name, role }) => ({ name, role })),
      board: exportedBoard(await sources.boardOf(db, { tripId: summary.id }), archived),
      itinerary: { days: itinerary.days.map(exportedDay), ideas: itinerary.ideas.map(shown) },
      goals: finances.trip.goals.map(shown),
      costs: finances.trip.expenses.map(shown),
    };
  }

  /** data.json's members in the order ExportDocument names them, each read when its turn comes. */
  async function* documentMembers(archived: ArchivedFiles): AsyncGenerator<JsonMember> {
    const account: ExportDocument['account'] = {
      name: user.name,
      email: user.email,
      photo: user.photo,
      photoFile: archived.get(PHOTO_FILE_ID) ?? null,
      timeZone,
      createdAt: user.createdAt.toISOString(),
    };
    yield ['format', 'wayfarer-export/1' satisfies ExportDocument['format']];
    yield ['exportedAt', now.toISOString()];
    yield ['account', account];
    yield [
      'trips',
      new StreamedArray(
        (async function* () {
          for (const summary of summaries) yield await exportedTrip(summary, archived);
        })(),
      ),
    ];
    const ownBoard = exportedBoard(await sources.boardOf(db, ownScope), archived);
    yield ['ownBoard', ownBoard.length > 0 ? ownBoard : undefined];
    const own: FinancesAnswer = await sources.financesOf(db, userId, ownScope);
    const finances: ExportDocument['finances'] = {
      entrances: own.entraces.map(shown),
      domesticGoals: own.domestic.goals.map(shown),
      domesticCosts: own.domestic.expenses.map(shown),
      ...(own.trip.goals.length > 0 && { tripGoalsBeforeAnyTrip: own.trip.goals.map(shown) }),
      ...(own.trip.expenses.length > 0 && {
        tripCostsBeforeAnyTrip: own.trip.expenses.map(shown),
      }),
    };
    yield ['finances', finances];
  }

  return {
    day: dayIn(now.getTime(), timeZone),
    exportedAt: now,
    calendar: await sources.calendarOf(db, { userId, language: user.language }),
    financesCsv,
    files,
    dataJson: (archived) => prettyJsonPieces(documentMembers(archived)),
  };
}
