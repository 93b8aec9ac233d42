import {
  dayOfRequest,
  dayOfSentDate,
  financesSchema,
  type AmountInput,
  type ItemReader,
  type StoredAmount,
} from '@wayfarer/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import type { SignedInRequest } from '../http/signed-in';
import { createAnswerCache, HELD_ANSWER_ROUTE, heldBytesPerAnswer } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import { Stale } from '../db/versions';
import { editedDay } from '../db/edited-day';
import { HttpError, notFound, staleWrite } from '../http/errors';
import { readerAnswerKey, readerOf } from '../http/trip-policy';
import { userAmounts, type ExchangeRateLookup } from './amounts';
import { entrancesOf } from './entrance-repository';
import { expensesOf, type GoalLinkProblem } from './expense-repository';
import { financeAccessFor, type FinanceAccess } from './finance-access';
import type { EntranceRow, SharedExpenseRow, SharedGoalRow, StoredMoney } from './finance-rows';
import { goalsOf } from './goal-repository';
import { presentFinances, presentItem, presentKindItem } from './presenters';
import { readFinances } from './state-repository';

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
  /** The item as it travels to `reader`. */
  present: (row: Row, reader: ItemReader) => Answer;
  notFound: () => HttpError;
  /** The item's money as stored, for an edit to work out its new home value from; undefined out of reach. */
  stored: (access: FinanceAccess, id: string) => Promise<StoredAmount | undefined>;
}

/**
 * The row a write stored, as it travels to `reader`; else 404 when the item is out of reach, 409 stale
 * with the item as it now is when someone else wrote it first, and 404 or 400 for an expense's goal
 * (goalLinkError).
 */
function written<Row extends object, Answer>(
  result: Row | Stale<Row> | GoalLinkProblem | undefined,
  { present, notFound: notFoundError }: ItemKind<Row, Answer>,
  reader: ItemReader,
): Answer {
  if (result instanceof Stale) throw staleWrite(present(result.current, reader));
  if (result === undefined) throw notFoundError();
  if (typeof result === 'string') throw goalLinkError(result);
  return present(result, reader);
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
 * of their current trip, shared with its members (or, without a trip, their own). Whether the caller may
 * change a trip's item, or move an item to or from the trip, is decided by the write's own transaction
 * (finance-access.ts): a viewer may not. An amount may be sent in the trip currency: `rates` gives the
 * day's rate its home value is worked out with.
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
    const amounts = ({ session }: SignedInRequest) =>
      userAmounts(db, rates, { userId: session.userId, tripId: session.trip?.id }, clock);

    /** An entrance is its user's alone: theirs or not found. */
    const entrances: ItemKind<EntranceRow, ReturnType<typeof presentItem<EntranceRow>>> = {
      present: presentItem,
      notFound: entranceNotFound,
      stored: (access, id) => entrancesOf(access).stored(id),
    };
    const goals: ItemKind<SharedGoalRow, ReturnType<typeof presentKindItem<SharedGoalRow>>> = {
      present: (row, reader) => presentKindItem('goal', row, reader),
      notFound: goalNotFound,
      stored: (access, id) => goalsOf(access).stored(id),
    };
    const expenses: ItemKind<SharedExpenseRow, ReturnType<typeof presentKindItem<SharedExpenseRow>>> = {
      present: (row, reader) => presentKindItem('expense', row, reader),
      notFound: expenseNotFound,
      stored: (access, id) => expensesOf(access).stored(id),
    };

    /** POST: its money worked out, `add` stores it (403 when the item is the trip's and the policy says no): 201. */
    async function create<Body extends AmountInput, Row extends object, Answer>(
      request: SignedInRequest & { body: Body },
      reply: FastifyReply,
      kind: ItemKind<Row, Answer>,
      add: (access: FinanceAccess, content: ItemContent<Body>) => Promise<Row | GoalLinkProblem>,
    ) {
      const { amount, content } = amountOf(request.body, request.session.timeZone);
      const money = await amounts(request).money(amount);
      const added = await add(financeAccessFor(db, request), { ...content, money });
      return reply.code(201).send(written(added, kind, readerOf(request.session)));
    }

    /** PATCH: the item as stored (404), its money worked out anew from it, `write` stores it (403, 409): 200. */
    async function update<
      Body extends AmountInput & { id: string; version?: number },
      Row extends object,
      Answer,
    >(
      request: SignedInRequest & { body: Body },
      kind: ItemKind<Row, Answer>,
      write: (
        access: FinanceAccess,
        id: string,
        content: ItemContent<Body>,
        version: number | undefined,
      ) => Promise<Row | Stale<Row> | GoalLinkProblem | undefined>,
    ): Promise<Answer> {
      const access = financeAccessFor(db, request);
      const { id } = request.body;
      const stored = await kind.stored(access, id);
      if (!stored) throw kind.notFound();
      const { amount, version, content } = amountOf(request.body, request.session.timeZone, stored.day);
      const money = await amounts(request).money(amount, stored);
      return written(
        await write(access, id, { ...content, money }, version),
        kind,
        readerOf(request.session),
      );
    }

    /** DELETE: `deleteItem` deletes it (403 when the policy says no): 204; 404 when it is out of reach, 409 stale when written since. */
    async function remove<Row extends object, Answer>(
      request: SignedInRequest & { query: { id: string; version?: number } },
      reply: FastifyReply,
      kind: ItemKind<Row, Answer>,
      deleteItem: (
        access: FinanceAccess,
        id: string,
        version: number | undefined,
      ) => Promise<true | Stale<Row> | undefined>,
    ) {
      const { id, version } = request.query;
      const result = await deleteItem(financeAccessFor(db, request), id, version);
      if (result instanceof Stale) throw staleWrite(kind.present(result.current, readerOf(request.session)));
      if (!result) throw kind.notFound();
      return reply.code(204).send(null);
    }

    addEndpointRoute(
      signedIn,
      'getFinances',
      async (request, reply) => {
        const { session } = request;
        // The caller's own items and the trip's, with what their role lets them do.
        const ownerId = readerAnswerKey(session);
        return answers.send(request, reply, { ownerId, version: session.answerVersions.finances }, async () =>
          jsonTextOf(
            financesSchema,
            presentFinances(await readFinances(db, financeAccessFor(db, request)), readerOf(request.session)),
          ),
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
      create(request, reply, entrances, (access, entrance) => entrancesOf(access).createEntrance(entrance)),
    );
    addEndpointRoute(signedIn, 'updateEntrance', (request) =>
      update(request, entrances, (access, id, entrance, version) =>
        entrancesOf(access).updateEntrance(id, entrance, version),
      ),
    );
    addEndpointRoute(signedIn, 'deleteEntrance', (request, reply) =>
      remove(request, reply, entrances, (access, id, version) =>
        entrancesOf(access).deleteEntrance(id, version),
      ),
    );

    addEndpointRoute(signedIn, 'createGoal', (request, reply) =>
      create(request, reply, goals, (access, goal) => goalsOf(access).createGoal(goal)),
    );
    addEndpointRoute(signedIn, 'updateGoal', (request) =>
      update(request, goals, (access, id, goal, version) => goalsOf(access).updateGoal(id, goal, version)),
    );
    addEndpointRoute(signedIn, 'deleteGoal', (request, reply) =>
      remove(request, reply, goals, (access, id, version) => goalsOf(access).deleteGoal(id, version)),
    );

    addEndpointRoute(signedIn, 'createExpense', (request, reply) =>
      create(request, reply, expenses, (access, expense) => expensesOf(access).createExpense(expense)),
    );
    addEndpointRoute(signedIn, 'updateExpense', (request) =>
      update(request, expenses, (access, id, expense, version) =>
        expensesOf(access).updateExpense(id, expense, version),
      ),
    );
    addEndpointRoute(signedIn, 'deleteExpense', (request, reply) =>
      remove(request, reply, expenses, (access, id, version) =>
        expensesOf(access).deleteExpense(id, version),
      ),
    );
  });
}
