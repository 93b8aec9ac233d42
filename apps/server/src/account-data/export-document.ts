import {
  dayIn,
  type Entrance,
  type Expense,
  type FinancesAnswer,
  type Goal,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoTask,
  type TripRole,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import type { Scope } from '../db/ownership';
import { attachmentPaths } from './archive-names';
import type { FinanceCsvItem, FinanceCsvRow, FinanceRowKind } from './finances-csv';
import type { AccountDataSources } from './sources';

/*
 * data.json: everything of one person, as the app's own answers have it (amounts in cents, dates in
 * epoch ms, who added what on a shared trip), gathered by the features' own reads.
 */

/** An attachment: its title, and where its file is in the archive (null when the store had lost it). */
export interface ExportedAttachment {
  id: string;
  title: string;
  file: string | null;
  createdBy?: TodoAttachment['createdBy'];
}

/** What the export shows of a row: all the app answers of it but its version, which only writes need. */
type Shown<Item> = Omit<Item, 'version'>;

export type ExportedList = Omit<
  TodoListAnswer,
  'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments' | 'version'
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
  /** The trip's day in the user's zone, and as the app keeps it. */
  day: string;
  when: number;
  members: { name: string; role: TripRole }[];
  board: ExportedList[];
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

/** A file the archive holds: its stored name and where it goes; `lost` marks it absent from data.json. */
export interface ExportFile {
  kind: 'attachment' | 'photo';
  storedName: string;
  path: string;
  lost(): void;
}

export interface ExportPlan {
  document: ExportDocument;
  files: ExportFile[];
  csvRows: FinanceCsvRow[];
  calendar: string;
  /** The export's day in the user's zone, for the archive's name. */
  day: string;
}

const withoutVersion = <Item extends { version: number }>({
  version: _version,
  ...item
}: Item): Shown<Item> => item;

/** What an item is in finances.csv. */
function csvItem(item: Entrance | Goal | Expense, timeZone: string): FinanceCsvItem {
  return {
    title: item.title,
    value: item.value,
    day: 'date' in item ? dayIn(item.date, timeZone) : null,
    originalValue: item.originalValue,
    originalCurrency: item.originalCurrency,
    rate: item.rate,
  };
}

/**
 * Reads everything of the user the export holds, and plans the archive: which stored files go where.
 * Undefined when the user is gone.
 */
export async function planExport(
  db: Db,
  sources: AccountDataSources,
  userId: string,
  now = new Date(),
): Promise<ExportPlan | undefined> {
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      photo: users.photo,
      timeZone: users.timeZone,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const { timeZone } = user;
  const files: ExportFile[] = [];
  const pathOf = attachmentPaths();
  const csvRows: FinanceCsvRow[] = [];
  const addRows = (kind: FinanceRowKind, trip: string, items: readonly (Entrance | Goal | Expense)[]) =>
    csvRows.push(...items.map((item) => ({ kind, trip, item: csvItem(item, timeZone) })));

  /** A board with each attachment given its place in the archive. */
  function exportedBoard(lists: readonly TodoListAnswer[], board: string): ExportedList[] {
    return lists.map(({ toDoListTasks, toDoListAttchaments, toDoListComments, ...list }) => ({
      ...withoutVersion(list),
      tasks: toDoListTasks.map(withoutVersion),
      comments: toDoListComments.map(withoutVersion),
      attachments: toDoListAttchaments.map(({ id, title, link: storedName, createdBy }) => {
        const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
        const attachment: ExportedAttachment = {
          id,
          title,
          file: pathOf(board, list.title, title, id, extension),
          ...(createdBy !== undefined && { createdBy }),
        };
        files.push({
          kind: 'attachment',
          storedName,
          path: attachment.file ?? '',
          lost: () => (attachment.file = null),
        });
        return attachment;
      }),
    }));
  }

  const trips: ExportedTrip[] = [];
  for (const summary of await sources.tripsOf(db, userId)) {
    const trip = await sources.findTrip(db, summary.id);
    const members = await sources.membersOf(db, summary.id);
    const finances = await sources.financesOf(db, userId, { tripId: summary.id });
    const destination = `${summary.tripCity}, ${summary.tripCountry}`;
    trips.push({
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
      day: dayIn(summary.when, timeZone),
      when: summary.when,
      members: members.map(({ name, role }) => ({ name, role })),
      board: exportedBoard(
        await sources.boardOf(db, { tripId: summary.id }),
        `${summary.tripCity}-${summary.id.slice(0, 8)}`,
      ),
      goals: finances.trip.goals.map(withoutVersion),
      costs: finances.trip.expenses.map(withoutVersion),
    });
    addRows('trip goal', destination, finances.trip.goals);
    addRows('trip cost', destination, finances.trip.expenses);
  }

  const ownScope: Scope = { userId };
  const own: FinancesAnswer = await sources.financesOf(db, userId, ownScope);
  const ownBoard = exportedBoard(await sources.boardOf(db, ownScope), 'own board');
  addRows('entrance', '', own.entraces);
  addRows('domestic goal', '', own.domestic.goals);
  addRows('domestic cost', '', own.domestic.expenses);
  addRows('trip goal', '', own.trip.goals);
  addRows('trip cost', '', own.trip.expenses);

  const photoExtension = /\.(jpg|png)$/.exec(user.photo)?.[1];
  const account: ExportDocument['account'] = {
    name: user.name,
    email: user.email,
    photo: user.photo,
    photoFile: photoExtension ? `photo.${photoExtension}` : null,
    timeZone,
    createdAt: user.createdAt.toISOString(),
  };
  if (account.photoFile) {
    files.unshift({
      kind: 'photo',
      storedName: user.photo,
      path: account.photoFile,
      lost: () => (account.photoFile = null),
    });
  }

  const document: ExportDocument = {
    format: 'wayfarer-export/1',
    exportedAt: now.toISOString(),
    account,
    trips,
    ...(ownBoard.length > 0 && { ownBoard }),
    finances: {
      entrances: own.entraces.map(withoutVersion),
      domesticGoals: own.domestic.goals.map(withoutVersion),
      domesticCosts: own.domestic.expenses.map(withoutVersion),
      ...(own.trip.goals.length > 0 && { tripGoalsBeforeAnyTrip: own.trip.goals.map(withoutVersion) }),
      ...(own.trip.expenses.length > 0 && {
        tripCostsBeforeAnyTrip: own.trip.expenses.map(withoutVersion),
      }),
    },
  };
  return {
    document,
    files,
    csvRows,
    calendar: await sources.calendarOf(db, { userId, timeZone, language: user.language }),
    day: dayIn(now.getTime(), timeZone),
  };
}
