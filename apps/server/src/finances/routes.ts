import {
  dayOfRequest,
  dayOfSentDate,
  financesSchema,
  type AmountInput,
  type FinanceKind,
  type StoredAmount,
} from '@wayfarer/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import type { SignedInRequest } from '../http/signed-in';
import { authorizeOnCurrentTrip, currentTripWriter } from '../http/trip-policy';
import { createAnswerCache, HELD_ANSWER_ROUTE, heldBytesPerAnswer } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import { Stale } from '../db/versions';
import { scopeOf } from '../db/ownership';
import { editedDay } from '../db/edited-day';
import { HttpError, notFound, staleWrite } from '../http/errors';
import { userAmounts, type ExchangeRateLookup } from './amounts';
import { financeExpenses, financeGoals } from './finances-schema';
import { presentFinances, presentItem, presentKindItem } from './presenters';
import {
  financesOf,
  type EntranceRow,
  type Finances,
  type GoalLinkProblem,
  type SharedExpenseRow,
  type SharedGoalRow,
  type StoredItem,
  type StoredMoney,
} from './repository';

/** Nothing in the finances ages: a held answer lives until a write moves the counter (or it is pushed out). */
const FINANCES_MAX_AGE_MS = Number.POSITIVE_INFINITY;

const entranceNotFound = () => notFound('Entrance not found.');
const goalNotFound = () => notFound('Goal not found.');
const expenseNotFound = () => notFound('Expense not found.');

/** Another user's goal is simply not found; one of the caller's own of the other kind is a bad request. */
function goalLinkError(problem: GoalLinkProblem): HttpError {
  if (problem === 'goal_not_found') return goalNotFound();
  return new HttpError(
    400,
    'goal_kind_mismatch',
    'An expense can only count towards a goal of its own kind (domestic or trip).',
  );
}

/** One kind of item (entrances, goals, expenses) as its routes answer it. */
interface ItemKind<Row, Answer> {
  /** The item as it travels. */
  present: (row: Row) => Answer;
  notFound: () => HttpError;
  /**
   * The item as stored, once the caller may change it and, for an edit, make it `newType` (403 when the
   * policy layer says no); undefined when it is out of their reach.
   */
  stored: (request: SignedInRequest, id: string, newType?: FinanceKind) => Promise<StoredAmount | undefined>;
  /** Whether a deletion asks `stored` first: a goal or expense may be a trip's, which the policy guards. */
  storedBeforeDeletion: boolean;
}

/**
 * The row a write stored, as it travels; else 404 when the item is out of reach, 409 stale with the item
 * as it now is when someone else wrote it first, and 404 or 400 for an expense's goal (goalLinkError).
 */
function written<Row extends object, Answer>(
  result: Row | Stale<Row> | GoalLinkProblem | undefined,
  { present, notFound: notFoundError }: ItemKind<Row, Answer>,
): Answer {
  if (result instanceof Stale) throw staleWrite(present(result.current));
  if (result === undefined) throw notFoundError();
  if (typeof result === 'string') throw goalLinkError(result);
  return present(result);
}

/**
 * The keys of a body that are not stored as they come: its amount's (see amountOf), its id and version,
 * and its date, stored as the day it names.
 */
type NotStoredAsSent =
  'value' | 'originalCurrency' | 'originalValue' | 'typedRate' | 'id' | 'version' | 'date' | 'dateDay';

/** A dated body's day, and a goal's none. */
type DayOf<Body> = Body extends { date: number } ? { dateDay: string } : unknown;

/** What a body asks to store: its own fields, its day, and its money as worked out. */
type ItemContent<Body> = Omit<Body, NotStoredAsSent> & DayOf<Body> & { money: StoredMoney };

/** A body as sent: its amount, its date when it has one, its id and version when it edits. */
type ItemBody = AmountInput & { id?: string; version?: number; date?: number; dateDay?: string | undefined };

/**
 * A body's money fields and version apart from the rest (its id too): its home value is worked out from
 * them, with the rate of the item's day, the day the body names or its date read in its author's zone;
 * for an edit, against the day stored (db/edited-day.ts).
 */
function amountOf<Body extends ItemBody>(
  { value, originalCurrency, originalValue, typedRate, id: _id, version, date, dateDay, ...fields }: Body,
  authorZone: string,
  storedDay?: string,
) {
  // Goals have no date: their rate is the latest.
  const sentDay = date === undefined ? undefined : { date, day: dateDay, authorZone };
  const day =
    sentDay &&
    (storedDay === undefined
      ? dayOfRequest(sentDay.date, dateDay, authorZone)
      : editedDay(sentDay, storedDay));
  const content = (day === undefined ? fields : { ...fields, dateDay: day }) as Omit<Body, NotStoredAsSent> &
    DayOf<Body>;
  return { amount: { value, originalCurrency, originalValue, typedRate, day }, version, content };
}

/**
 * Finances: the caller's own entrances and domestic goals and expenses, and the trip goals and expenses
 * of their current trip, shared with its members (or, without a trip, their own). A change to a trip's
 * item, or a move of an item to or from the trip, asks the policy layer first: a viewer may not. An
 * amount may be sent in the trip currency: `rates` gives the day's rate its home value is worked out
 * with.
 */
export async function financeRoutes(
  app: FastifyInstance,
  { db, config, clock = Date.now }: AppDeps,
  rates: ExchangeRateLookup,
) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    const answers = createAnswerCache({
      maxBytes: heldBytesPerAnswer(config),
      maxAgeMs: FINANCES_MAX_AGE_MS,
    });
    const finances = ({ session }: SignedInRequest) =>
      financesOf(db, {
        userId: session.userId,
        tripScope: scopeOf(session),
        sessionId: session.sessionId,
        tripWriter: currentTripWriter(session, 'write'),
      });
    const amounts = ({ session }: SignedInRequest) =>
      userAmounts(db, rates, { userId: session.userId, tripId: session.trip?.id }, clock);

    /** A trip item is its members' to change, by their roles: the policy layer says whether the caller may. */
    const mayChange = (request: SignedInRequest, type: FinanceKind | undefined) => {
      if (type === 2) authorizeOnCurrentTrip(request.session, 'write');
    };

    /** A goal or expense as stored, once the caller may change it (both what it is and what it becomes). */
    async function kindItemToChange(
      request: SignedInRequest,
      table: Parameters<Finances['storedItem']>[0],
      id: string,
      newType?: FinanceKind,
    ): Promise<StoredItem | undefined> {
      const stored = await finances(request).storedItem(table, id);
      if (!stored) return undefined;
      if (stored.shared) mayChange(request, 2);
      mayChange(request, newType);
      return stored;
    }

    /** An entrance is its user's alone: theirs or not found, with no policy to ask. */
    const entrances: ItemKind<EntranceRow, ReturnType<typeof presentItem<EntranceRow>>> = {
      present: presentItem,
      notFound: entranceNotFound,
      stored: (request, id) => finances(request).storedEntrance(id),
      storedBeforeDeletion: false,
    };
    const goals: ItemKind<SharedGoalRow, ReturnType<typeof presentKindItem<SharedGoalRow>>> = {
      present: presentKindItem,
      notFound: goalNotFound,
      stored: (request, id, newType) => kindItemToChange(request, financeGoals, id, newType),
      storedBeforeDeletion: true,
    };
    const expenses: ItemKind<SharedExpenseRow, ReturnType<typeof presentKindItem<SharedExpenseRow>>> = {
      present: presentKindItem,
      notFound: expenseNotFound,
      stored: (request, id, newType) => kindItemToChange(request, financeExpenses, id, newType),
      storedBeforeDeletion: true,
    };

    /** POST: a trip item only if the policy lets the caller; its money worked out, `add` stores it: 201. */
    async function create<Body extends AmountInput & { type?: FinanceKind }, Row extends object, Answer>(
      request: SignedInRequest & { body: Body },
      reply: FastifyReply,
      kind: ItemKind<Row, Answer>,
      add: (items: Finances, content: ItemContent<Body>) => Promise<Row | GoalLinkProblem>,
    ) {
      mayChange(request, request.body.type);
      const { amount, content } = amountOf(request.body, request.session.timeZone);
      const money = await amounts(request).money(amount);
      return reply.code(201).send(written(await add(finances(request), { ...content, money }), kind));
    }

    /** PATCH: the item as stored (404, 403), its money worked out anew from it, `write` stores it: 200. */
    async function update<
      Body extends AmountInput & { id: string; version?: number; type?: FinanceKind },
      Row extends object,
      Answer,
    >(
      request: SignedInRequest & { body: Body },
      kind: ItemKind<Row, Answer>,
      write: (
        items: Finances,
        id: string,
        content: ItemContent<Body>,
        version: number | undefined,
      ) => Promise<Row | Stale<Row> | GoalLinkProblem | undefined>,
    ): Promise<Answer> {
      const { id, type } = request.body;
      const stored = await kind.stored(request, id, type);
      if (!stored) throw kind.notFound();
      const { amount, version, content } = amountOf(request.body, request.session.timeZone, stored.day);
      const money = await amounts(request).money(amount, stored);
      return written(await write(finances(request), id, { ...content, money }, version), kind);
    }

    /** DELETE: `deleteItem` deletes it (once the caller may): 204; 404 when it is out of reach, 409 stale when written since. */
    async function remove<Row extends object, Answer>(
      request: SignedInRequest & { query: { id: string; version?: number } },
      reply: FastifyReply,
      kind: ItemKind<Row, Answer>,
      deleteItem: (
        items: Finances,
        id: string,
        version: number | undefined,
      ) => Promise<true | Stale<Row> | undefined>,
    ) {
      const { id, version } = request.query;
      if (kind.storedBeforeDeletion && !(await kind.stored(request, id))) throw kind.notFound();
      const result = await deleteItem(finances(request), id, version);
      if (result instanceof Stale) throw staleWrite(kind.present(result.current));
      if (!result) throw kind.notFound();
      return reply.code(204).send(null);
    }

    addEndpointRoute(
      signedIn,
      'getFinances',
      async (request, reply) => {
        const { userId, trip, answerVersions } = request.session;
        // The caller's own items and the trip's: held for this member of this trip.
        const ownerId = trip ? `${userId}:${trip.id}` : userId;
        return answers.send(request, reply, { ownerId, version: answerVersions.finances }, async () =>
          jsonTextOf(financesSchema, presentFinances(await finances(request).all())),
        );
      },
      HELD_ANSWER_ROUTE,
    );

    addEndpointRoute(signedIn, 'getFinanceRate', async (request) =>
      amounts(request).rateFor(
        request.query.currency,
        request.query.day ??
          (request.query.date === undefined
            ? undefined
            : dayOfSentDate(request.query.date, request.session.timeZone)),
      ),
    );

    addEndpointRoute(signedIn, 'createEntrance', (request, reply) =>
      create(request, reply, entrances, (items, entrance) => items.createEntrance(entrance)),
    );
    addEndpointRoute(signedIn, 'updateEntrance', (request) =>
      update(request, entrances, (items, id, entrance, version) =>
        items.updateEntrance(id, entrance, version),
      ),
    );
    addEndpointRoute(signedIn, 'deleteEntrance', (request, reply) =>
      remove(request, reply, entrances, (items, id, version) => items.deleteEntrance(id, version)),
    );

    addEndpointRoute(signedIn, 'createGoal', (request, reply) =>
      create(request, reply, goals, (items, goal) => items.createGoal(goal)),
    );
    addEndpointRoute(signedIn, 'updateGoal', (request) =>
      update(request, goals, (items, id, goal, version) => items.updateGoal(id, goal, version)),
    );
    addEndpointRoute(signedIn, 'deleteGoal', (request, reply) =>
      remove(request, reply, goals, (items, id, version) => items.deleteGoal(id, version)),
    );

    addEndpointRoute(signedIn, 'createExpense', (request, reply) =>
      create(request, reply, expenses, (items, expense) => items.createExpense(expense)),
    );
    addEndpointRoute(signedIn, 'updateExpense', (request) =>
      update(request, expenses, (items, id, expense, version) => items.updateExpense(id, expense, version)),
    );
    addEndpointRoute(signedIn, 'deleteExpense', (request, reply) =>
      remove(request, reply, expenses, (items, id, version) => items.deleteExpense(id, version)),
    );
  });
}
