import {
  endpoints,
  financeEndpoints,
  itineraryEndpoints,
  todoEndpoints,
  type EndpointName,
} from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf } from '../todo/testing/sample-attachments';
import { listBody, multipartFile } from '../todo/testing/todo-client';
import { join, person, sharedTrip, type Person } from './testing/shared-trip';

/*
 * Every route of the board, the finances and the itinerary, called by each kind of person a shared trip knows: its
 * owner and an editor (who may change it), a viewer (who reads only: 403 forbidden_role), a member the
 * owner removed and a stranger (who never reach it: its items are not found, and what they add is their
 * own). A refused request leaves the trip as it was.
 */

type Actor = 'owner' | 'editor' | 'viewer' | 'removed' | 'stranger';
const ACTORS: Actor[] = ['owner', 'editor', 'viewer', 'removed', 'stranger'];

/** What the trip holds for one call: a list with a task, a comment and an attachment, a goal and a cost. */
interface Items {
  listId: string;
  taskId: string;
  commentId: string;
  attachmentId: string;
  goalId: string;
  expenseId: string;
  tripId: string;
  /** A day of the itinerary, with an item. */
  dayId: string;
  itineraryItemId: string;
}

/** How a call fares: by the one who may change the trip, by its viewer, and by those outside it. */
type Outcome =
  | { kind: 'trip write'; ok: number }
  /**
   * A write the item's own rule keeps to its author and the trip's owner (core's TRIP_ITEM_RULES): the
   * owner added it, so an editor is refused too (403 forbidden_item).
   */
  | { kind: 'author or owner'; ok: number }
  /** An addition: outsiders add to their own board or finances, never the trip's. */
  | { kind: 'trip addition'; ok: number }
  /** The owner's alone (the itinerary's link): an editor and a viewer are refused (403 forbidden_role). */
  | { kind: 'owner only'; ok: number }
  | { kind: 'trip read' }
  /** Reads a trip its path names: members may; to those outside it the trip is not found. */
  | { kind: 'trip path read' }
  /** The caller's own items, whatever their role: everyone may. */
  | { kind: 'own'; ok: number }
  /** Reads the current trip (its currencies): members may; those outside have no trip to read. */
  | { kind: 'current trip'; ok: number; outside: number };

interface Case {
  outcome: Outcome;
  call(as: Person, items: Items): ReturnType<Person['call']>;
}

const goal = (type: 1 | 2) => ({ title: 'Hotel', value: 90_000, color: '#3B9AF5', icon: 3, type });
const expense = (type: 1 | 2, financesGoalId: string | null = null) => ({
  type,
  title: 'Dinner',
  color: '#F5455C',
  value: 5_000,
  date: Date.now(),
  financesGoalId,
});
const entrance = { title: 'Salary', color: '#FFFD00', value: 300_000, date: Date.now() };

/** Adds one of the caller's own items and answers its id, for the calls on what is theirs. */
async function ownItem(as: Person, url: string, body: object): Promise<string> {
  return (await as.call('POST', url, body)).json<{ id: string }>().id;
}

const CASES: Record<string, Case> = {
  getTodoLists: { outcome: { kind: 'trip read' }, call: (as) => as.call('GET', '/todolist') },
  createTodoList: {
    outcome: { kind: 'trip addition', ok: 201 },
    call: (as) => as.call('POST', '/todolist', listBody({ title: 'Added' })),
  },
  updateTodoList: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { listId }) =>
      as.call('PATCH', '/todolist', { id: listId, ...listBody({ title: 'Changed' }) }),
  },
  deleteTodoList: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { listId }) => as.call('DELETE', `/todolist?id=${listId}`),
  },
  moveTodoLists: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { listId }) =>
      as.call('PATCH', '/todolist/position', [{ id: listId, status: 3, position: 0 }]),
  },
  createTodoTask: {
    outcome: { kind: 'trip write', ok: 201 },
    call: (as, { listId }) =>
      as.call('POST', '/todolist/tasks', { title: 'T', description: 'D', toDoListId: listId }),
  },
  updateTodoTask: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { taskId }) => as.call('PATCH', '/todolist/tasks', { id: taskId, status: true }),
  },
  deleteTodoTask: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { taskId }) => as.call('DELETE', `/todolist/tasks?id=${taskId}`),
  },
  createTodoComment: {
    outcome: { kind: 'trip write', ok: 201 },
    call: (as, { listId }) =>
      as.call('POST', '/todolist/comments', { title: 'C', description: 'D', toDoListId: listId }),
  },
  deleteTodoComment: {
    outcome: { kind: 'author or owner', ok: 204 },
    call: (as, { commentId }) => as.call('DELETE', `/todolist/comments?id=${commentId}`),
  },
  uploadAttachment: {
    outcome: { kind: 'trip addition', ok: 201 },
    call: (as) => {
      const { payload, headers } = multipartFile(samplePdf());
      return as.call('POST', '/todolist/attchaments/upload', payload, headers);
    },
  },
  createTodoAttachment: {
    outcome: { kind: 'trip write', ok: 201 },
    call: async (as, { listId }) => {
      const { payload, headers } = multipartFile(samplePdf());
      const upload = await as.call('POST', '/todolist/attchaments/upload', payload, headers);
      // A viewer may not upload: they attach a name of no upload of theirs, and are refused for the role.
      const link =
        upload.statusCode === 201 ? upload.json<{ fileName: string }>().fileName : `${'0'.repeat(32)}.pdf`;
      return as.call('POST', '/todolist/attchaments', { title: 'A', link, toDoListId: listId });
    },
  },
  deleteTodoAttachment: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { attachmentId }) => as.call('DELETE', `/todolist/attchaments?id=${attachmentId}`),
  },
  getFinances: { outcome: { kind: 'trip read' }, call: (as) => as.call('GET', '/finances') },
  getFinanceRate: {
    outcome: { kind: 'current trip', ok: 200, outside: 400 },
    call: (as) => as.call('GET', '/finances/rate?currency=EUR'),
  },
  createGoal: {
    outcome: { kind: 'trip addition', ok: 201 },
    call: (as) => as.call('POST', '/finances/goals', goal(2)),
  },
  updateGoal: {
    outcome: { kind: 'trip write', ok: 200 },
    call: (as, { goalId }) =>
      as.call('PATCH', '/finances/goals', { id: goalId, ...goal(2), title: 'Changed' }),
  },
  deleteGoal: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { goalId }) => as.call('DELETE', `/finances/goals?id=${goalId}`),
  },
  createExpense: {
    outcome: { kind: 'trip addition', ok: 201 },
    call: (as) => as.call('POST', '/finances/expenses', expense(2)),
  },
  updateExpense: {
    outcome: { kind: 'trip write', ok: 200 },
    call: (as, { expenseId }) =>
      as.call('PATCH', '/finances/expenses', { id: expenseId, ...expense(2), title: 'Changed' }),
  },
  deleteExpense: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { expenseId }) => as.call('DELETE', `/finances/expenses?id=${expenseId}`),
  },
  createEntrance: {
    outcome: { kind: 'own', ok: 201 },
    call: (as) => as.call('POST', '/finances/entraces', entrance),
  },
  updateEntrance: {
    outcome: { kind: 'own', ok: 200 },
    call: async (as) =>
      as.call('PATCH', '/finances/entraces', {
        id: await ownItem(as, '/finances/entraces', entrance),
        ...entrance,
        title: 'Changed',
      }),
  },
  deleteEntrance: {
    outcome: { kind: 'own', ok: 204 },
    call: async (as) =>
      as.call('DELETE', `/finances/entraces?id=${await ownItem(as, '/finances/entraces', entrance)}`),
  },
  getItinerary: {
    outcome: { kind: 'trip path read' },
    call: (as, { tripId }) => as.call('GET', `/trips/${tripId}/itinerary`),
  },
  getItineraryRoute: {
    outcome: { kind: 'trip path read' },
    call: (as, { tripId, dayId }) => as.call('GET', `/trips/${tripId}/itinerary/route?dayId=${dayId}`),
  },
  createItineraryDay: {
    outcome: { kind: 'trip write', ok: 201 },
    call: (as, { tripId }) => as.call('POST', `/trips/${tripId}/itinerary/days`, { title: 'Added' }),
  },
  updateItineraryDay: {
    outcome: { kind: 'trip write', ok: 200 },
    call: (as, { tripId, dayId }) =>
      as.call('PATCH', `/trips/${tripId}/itinerary/days/${dayId}`, { title: 'Changed' }),
  },
  deleteItineraryDay: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { tripId, dayId }) => as.call('DELETE', `/trips/${tripId}/itinerary/days/${dayId}`),
  },
  sortItineraryDay: {
    outcome: { kind: 'trip write', ok: 200 },
    call: (as, { tripId, dayId }) => as.call('POST', `/trips/${tripId}/itinerary/days/${dayId}/sort`),
  },
  createItineraryItem: {
    outcome: { kind: 'trip write', ok: 201 },
    call: (as, { tripId, dayId }) =>
      as.call('POST', `/trips/${tripId}/itinerary/items`, { dayId, kind: 'note', title: 'Added' }),
  },
  updateItineraryItem: {
    outcome: { kind: 'trip write', ok: 200 },
    call: (as, { tripId, itineraryItemId }) =>
      as.call('PATCH', `/trips/${tripId}/itinerary/items/${itineraryItemId}`, {
        title: 'Changed',
        dayId: null,
      }),
  },
  shareItinerary: {
    outcome: { kind: 'owner only', ok: 201 },
    call: (as, { tripId }) => as.call('POST', `/trips/${tripId}/share`),
  },
  unshareItinerary: {
    outcome: { kind: 'owner only', ok: 204 },
    call: (as, { tripId }) => as.call('DELETE', `/trips/${tripId}/share`),
  },
  deleteItineraryItem: {
    outcome: { kind: 'trip write', ok: 204 },
    call: (as, { tripId, itineraryItemId }) =>
      as.call('DELETE', `/trips/${tripId}/itinerary/items/${itineraryItemId}`),
  },
};

/** Domestic goals and costs are each person's own, whatever their role in the trip. */
const DOMESTIC_CASES: Record<string, Case> = {
  'createGoal (domestic)': {
    outcome: { kind: 'own', ok: 201 },
    call: (as) => as.call('POST', '/finances/goals', goal(1)),
  },
  'updateExpense (domestic)': {
    outcome: { kind: 'own', ok: 200 },
    call: async (as) =>
      as.call('PATCH', '/finances/expenses', {
        id: await ownItem(as, '/finances/expenses', expense(1)),
        ...expense(1),
        title: 'Changed',
      }),
  },
  'deleteGoal (domestic)': {
    outcome: { kind: 'own', ok: 204 },
    call: async (as) =>
      as.call('DELETE', `/finances/goals?id=${await ownItem(as, '/finances/goals', goal(1))}`),
  },
};

/** What the test's name says the actor gets. */
function expectationOf(outcome: Outcome, actor: Actor): string {
  const mayChange = actor === 'owner' || actor === 'editor';
  const member = mayChange || actor === 'viewer';
  if (outcome.kind === 'current trip') return `answers ${member ? outcome.ok : outcome.outside}`;
  if (outcome.kind === 'trip read') return member ? 'sees the trip' : 'sees nothing of it';
  if (outcome.kind === 'trip path read') return member ? 'sees the trip' : 'answers 404';
  if (outcome.kind === 'author or owner' && actor === 'editor') return "answers 403 on the owner's item";
  if (outcome.kind === 'owner only' && actor !== 'owner') {
    return member ? 'answers 403 and changes nothing' : 'answers 404 and changes nothing';
  }
  if (outcome.kind === 'own' || mayChange) return `answers ${outcome.ok}`;
  if (actor === 'viewer') return 'answers 403 and changes nothing';
  if (outcome.kind === 'trip addition') return `answers ${outcome.ok}, adding to their own`;
  return 'answers 404 and changes nothing';
}

describe.each(engines)(
  'the roles of a shared trip on every route of the board, the finances and the itinerary, on %s',
  (engine) => {
    let t: TestApp;
    let people: Record<Actor, Person>;
    let tripId: string;
    beforeAll(async () => {
      t = await startTestApp(engine);
      const trip = await sharedTrip(t);
      const removed = await person(t, 'Rita Removed');
      await join(t, trip.owner, trip.tripId, removed, 'editor');
      await trip.owner.call('DELETE', `/trips/${trip.tripId}/members/${removed.userId}`);
      people = { ...trip, removed };
      tripId = trip.tripId;
    });
    afterAll(() => t.close());

    /** A fresh set of the trip's items, added by its owner. */
    async function tripItems(): Promise<Items> {
      const { owner } = people;
      const listId = await ownItem(owner, '/todolist', listBody({ title: 'Visa' }));
      const taskId = await ownItem(owner, '/todolist/tasks', {
        title: 'T',
        description: 'D',
        toDoListId: listId,
      });
      const commentId = await ownItem(owner, '/todolist/comments', {
        title: 'C',
        description: 'D',
        toDoListId: listId,
      });
      const { payload, headers } = multipartFile(samplePdf());
      const upload = await owner.call('POST', '/todolist/attchaments/upload', payload, headers);
      const attachmentId = await ownItem(owner, '/todolist/attchaments', {
        title: 'A',
        link: upload.json<{ fileName: string }>().fileName,
        toDoListId: listId,
      });
      const goalId = await ownItem(owner, '/finances/goals', goal(2));
      const expenseId = await ownItem(owner, '/finances/expenses', expense(2, goalId));
      const itinerary = `/trips/${tripId}/itinerary`;
      const dayId = await ownItem(owner, `${itinerary}/days`, {});
      const itineraryItemId = await ownItem(owner, `${itinerary}/items`, {
        dayId,
        kind: 'place',
        title: 'Park',
        place: { name: 'Ueno Park', lat: 35.7156, lon: 139.7745 },
      });
      // A second place, so that the day has a way to go (the route's answer names the park).
      await ownItem(owner, `${itinerary}/items`, {
        dayId,
        kind: 'place',
        title: 'Museum',
        place: { name: 'Tokyo National Museum', lat: 35.7189, lon: 139.7765 },
      });
      return { listId, taskId, commentId, attachmentId, goalId, expenseId, tripId, dayId, itineraryItemId };
    }

    /** The trip as its owner sees it: its board, its goals and costs, its itinerary. */
    async function tripState() {
      const board = (await people.owner.call('GET', '/todolist')).json<unknown>();
      const { trip } = (await people.owner.call('GET', '/finances')).json<{ trip: unknown }>();
      const itinerary = (await people.owner.call('GET', `/trips/${tripId}/itinerary`)).json<unknown>();
      return { board, trip, itinerary };
    }

    it('covers every route of the board, the finances and the itinerary', () => {
      const routes = Object.keys({ ...todoEndpoints, ...financeEndpoints, ...itineraryEndpoints }).filter(
        (name) => endpoints[name as EndpointName].signedIn,
      );
      expect(Object.keys(CASES).sort()).toEqual(routes.sort());
    });

    for (const [route, { outcome, call }] of Object.entries({ ...CASES, ...DOMESTIC_CASES })) {
      for (const actor of ACTORS) {
        const mayChange = actor === 'owner' || actor === 'editor';
        const member = mayChange || actor === 'viewer';
        const expectation = expectationOf(outcome, actor);
        it(`${route}, by the ${actor}, ${expectation}`, async () => {
          const items = await tripItems();
          const before = await tripState();
          const response = await call(people[actor], items);
          if (outcome.kind === 'current trip') {
            expect(response.statusCode, response.body).toBe(member ? outcome.ok : outcome.outside);
            return;
          }
          if (outcome.kind === 'trip path read') {
            expect(response.statusCode).toBe(member ? 200 : 404);
            if (member) expect(response.body).toContain(items.itineraryItemId);
            return;
          }
          if (outcome.kind === 'trip read') {
            expect(response.statusCode).toBe(200);
            expect(response.body.includes(items.listId) || response.body.includes(items.goalId)).toBe(
              expectation === 'sees the trip',
            );
            return;
          }
          if (outcome.kind === 'owner only' && actor !== 'owner') {
            expect(response.statusCode, response.body).toBe(member ? 403 : 404);
            expect(response.json().error).toBe(member ? 'forbidden_role' : 'trip_not_found');
            expect(await tripState()).toEqual(before);
            return;
          }
          if (outcome.kind === 'author or owner' && actor === 'editor') {
            expect(response.statusCode, response.body).toBe(403);
            expect(response.json().error).toBe('forbidden_item');
            expect(await tripState()).toEqual(before);
            return;
          }
          if (outcome.kind === 'own' || mayChange) {
            expect(response.statusCode, response.body).toBe(outcome.ok);
            return;
          }
          if (actor === 'viewer') {
            expect(response.statusCode, response.body).toBe(403);
            expect(response.json().error).toBe('forbidden_role');
          } else {
            expect(response.statusCode, response.body).toBe(
              outcome.kind === 'trip addition' ? outcome.ok : 404,
            );
          }
          expect(await tripState()).toEqual(before);
        });
      }
    }
  },
);
