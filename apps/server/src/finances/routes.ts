import { financesSchema, type AmountInput } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser, type SignedInRequest } from '../http/auth';
import { createAnswerCache, HELD_ANSWER_ROUTE, heldBytesPerAnswer } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import { HttpError, notFound } from '../http/errors';
import { userAmounts, type ExchangeRateLookup } from './amounts';
import { financeEntrances, financeExpenses, financeGoals } from './finances-schema';
import { presentFinances, presentItem } from './presenters';
import { userFinances, type ExpenseResult, type GoalLinkProblem, type MoneyTable } from './repository';

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
  return presentItem(result);
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
 * Finances: entrances, domestic and trip goals and expenses, each only ever the caller's. An amount may
 * be sent in the trip currency: `rates` gives the day's rate its home value is worked out with.
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
    const finances = (request: SignedInRequest) => userFinances(db, request.session.userId);
    const amounts = (request: SignedInRequest) => userAmounts(db, rates, request.session.userId, clock);

    /** The money an edit saves the item with, worked out from what it holds; 404 when it is not the caller's. */
    async function editedMoney(
      request: SignedInRequest,
      table: MoneyTable,
      id: string,
      amount: AmountInput,
      notFoundError: () => HttpError,
    ) {
      const stored = await finances(request).storedAmount(table, id);
      if (!stored) throw notFoundError();
      return amounts(request).money(amount, stored);
    }

    addEndpointRoute(
      signedIn,
      'getFinances',
      async (request, reply) => {
        const { userId, answerVersions } = request.session;
        return answers.send(request, reply, { ownerId: userId, version: answerVersions.finances }, async () =>
          jsonTextOf(financesSchema, presentFinances(await userFinances(db, userId).all())),
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
        content: { id, ...content },
      } = amountOf(request.body);
      const money = await editedMoney(request, financeEntrances, id, amount, entranceNotFound);
      const entrance = await finances(request).updateEntrance(id, { ...content, money });
      if (!entrance) throw entranceNotFound();
      return presentItem(entrance);
    });
    addEndpointRoute(signedIn, 'deleteEntrance', async (request, reply) => {
      if (!(await finances(request).deleteEntrance(request.query.id))) throw entranceNotFound();
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createGoal', async (request, reply) => {
      const { amount, content } = amountOf(request.body);
      const money = await amounts(request).money(amount);
      return reply.code(201).send(presentItem(await finances(request).createGoal({ ...content, money })));
    });
    addEndpointRoute(signedIn, 'updateGoal', async (request) => {
      const {
        amount,
        content: { id, ...content },
      } = amountOf(request.body);
      const money = await editedMoney(request, financeGoals, id, amount, goalNotFound);
      const goal = await finances(request).updateGoal(id, { ...content, money });
      if (!goal) throw goalNotFound();
      return presentItem(goal);
    });
    addEndpointRoute(signedIn, 'deleteGoal', async (request, reply) => {
      if (!(await finances(request).deleteGoal(request.query.id))) throw goalNotFound();
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createExpense', async (request, reply) => {
      const { amount, content } = amountOf(request.body);
      const money = await amounts(request).money(amount);
      const expense = await finances(request).createExpense({ ...content, money });
      return reply.code(201).send(storedExpense(expense));
    });
    addEndpointRoute(signedIn, 'updateExpense', async (request) => {
      const {
        amount,
        content: { id, ...content },
      } = amountOf(request.body);
      const money = await editedMoney(request, financeExpenses, id, amount, expenseNotFound);
      return storedExpense(await finances(request).updateExpense(id, { ...content, money }));
    });
    addEndpointRoute(signedIn, 'deleteExpense', async (request, reply) => {
      if (!(await finances(request).deleteExpense(request.query.id))) throw expenseNotFound();
      return reply.code(204).send(null);
    });
  });
}
