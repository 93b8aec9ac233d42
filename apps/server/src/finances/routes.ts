import { financesSchema, type AmountInput, type FinanceKind } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser, type SignedInRequest } from '../http/auth';
import { authorizeOnCurrentTrip, scopeOf } from '../http/trip-policy';
import { createAnswerCache, HELD_ANSWER_ROUTE, heldBytesPerAnswer } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import { Stale } from '../db/versions';
import { HttpError, notFound, staleWrite } from '../http/errors';
import { userAmounts, type ExchangeRateLookup } from './amounts';
import { financeExpenses, financeGoals } from './finances-schema';
import { presentFinances, presentItem, presentKindItem } from './presenters';
import { financesOf, type ExpenseResult, type GoalLinkProblem, type StoredItem } from './repository';

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

/** The stored expense, or the error that says why it was not stored. */
function storedExpense(result: ExpenseResult) {
  if (result === 'expense_not_found') throw expenseNotFound();
  if (typeof result === 'string') throw goalLinkError(result);
  if (result instanceof Stale) throw staleWrite(presentKindItem(result.current));
  return presentKindItem(result);
}

/**
 * The row an edit wrote, as it travels; else 404 when the item is out of reach, or 409 stale with the item
 * as it now is when someone else wrote it first.
 */
function edited<Row, Answer>(
  result: Row | Stale<Row> | undefined,
  present: (row: Row) => Answer,
  notFoundError: () => HttpError,
): Answer {
  if (result instanceof Stale) throw staleWrite(present(result.current));
  if (result === undefined) throw notFoundError();
  return present(result);
}

/** A deletion that did not happen: 404 when the item is out of reach, 409 stale when someone wrote it first. */
function deleted<Row>(
  result: boolean | Stale<Row>,
  present: (row: Row) => unknown,
  notFoundError: () => HttpError,
) {
  if (result instanceof Stale) throw staleWrite(present(result.current));
  if (!result) throw notFoundError();
}

/** A body's money fields apart from the rest: what its home value is worked out from. */
function amountOf<Body extends AmountInput>({
  value,
  originalCurrency,
  originalValue,
  typedRate,
  ...content
}: Body) {
  // Goals have no date: their rate is the latest.
  const date = 'date' in content && typeof content.date === 'number' ? content.date : undefined;
  return { amount: { value, originalCurrency, originalValue, typedRate, date }, content };
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
      financesOf(db, { userId: session.userId, tripScope: scopeOf(session), sessionId: session.sessionId });
    const amounts = ({ session }: SignedInRequest) =>
      userAmounts(db, rates, { userId: session.userId, tripId: session.trip?.id }, clock);

    /** A trip item is its members' to change, by their roles: the policy layer says whether the caller may. */
    const mayChange = (request: SignedInRequest, type: FinanceKind) => {
      if (type === 2) authorizeOnCurrentTrip(request.session, 'write');
    };

    /**
     * The goal or expense an edit or deletion is of, once the caller may change it (both what it is and
     * what it becomes); 404 when it is out of their reach.
     */
    async function itemToChange(
      request: SignedInRequest,
      table: Parameters<ReturnType<typeof finances>['storedItem']>[0],
      id: string,
      notFoundError: () => HttpError,
      newType?: FinanceKind,
    ): Promise<StoredItem> {
      const stored = await finances(request).storedItem(table, id);
      if (!stored) throw notFoundError();
      if (stored.shared) mayChange(request, 2);
      if (newType !== undefined) mayChange(request, newType);
      return stored;
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
      amounts(request).rateFor(request.query.currency, request.query.date),
    );

    addEndpointRoute(signedIn, 'createEntrance', async (request, reply) => {
      const { amount, content } = amountOf(request.body);
      const money = await amounts(request).money(amount);
      return reply.code(201).send(presentItem(await finances(request).createEntrance({ ...content, money })));
    });
    addEndpointRoute(signedIn, 'updateEntrance', async (request) => {
      const {
        amount,
        content: { id, version, ...content },
      } = amountOf(request.body);
      const stored = await finances(request).storedEntrance(id);
      if (!stored) throw entranceNotFound();
      const money = await amounts(request).money(amount, stored);
      const entrance = await finances(request).updateEntrance(id, { ...content, money }, version);
      return edited(entrance, presentItem, entranceNotFound);
    });
    addEndpointRoute(signedIn, 'deleteEntrance', async (request, reply) => {
      const { id, version } = request.query;
      deleted(await finances(request).deleteEntrance(id, version), presentItem, entranceNotFound);
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createGoal', async (request, reply) => {
      mayChange(request, request.body.type);
      const { amount, content } = amountOf(request.body);
      const money = await amounts(request).money(amount);
      return reply.code(201).send(presentKindItem(await finances(request).createGoal({ ...content, money })));
    });
    addEndpointRoute(signedIn, 'updateGoal', async (request) => {
      const {
        amount,
        content: { id, version, ...content },
      } = amountOf(request.body);
      const stored = await itemToChange(request, financeGoals, id, goalNotFound, content.type);
      const money = await amounts(request).money(amount, stored);
      const goal = await finances(request).updateGoal(id, { ...content, money }, version);
      return edited(goal, presentKindItem, goalNotFound);
    });
    addEndpointRoute(signedIn, 'deleteGoal', async (request, reply) => {
      const { id, version } = request.query;
      await itemToChange(request, financeGoals, id, goalNotFound);
      deleted(await finances(request).deleteGoal(id, version), presentKindItem, goalNotFound);
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createExpense', async (request, reply) => {
      mayChange(request, request.body.type);
      const { amount, content } = amountOf(request.body);
      const money = await amounts(request).money(amount);
      const expense = await finances(request).createExpense({ ...content, money });
      return reply.code(201).send(storedExpense(expense));
    });
    addEndpointRoute(signedIn, 'updateExpense', async (request) => {
      const {
        amount,
        content: { id, version, ...content },
      } = amountOf(request.body);
      const stored = await itemToChange(request, financeExpenses, id, expenseNotFound, content.type);
      const money = await amounts(request).money(amount, stored);
      return storedExpense(await finances(request).updateExpense(id, { ...content, money }, version));
    });
    addEndpointRoute(signedIn, 'deleteExpense', async (request, reply) => {
      const { id, version } = request.query;
      await itemToChange(request, financeExpenses, id, expenseNotFound);
      deleted(await finances(request).deleteExpense(id, version), presentKindItem, expenseNotFound);
      return reply.code(204).send(null);
    });
  });
}
