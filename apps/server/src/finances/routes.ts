import { financesSchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser, type SignedInRequest } from '../http/auth';
import { createAnswerCache, heldBytesPerAnswer } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import { HttpError, notFound } from '../http/errors';
import { presentFinances } from './presenters';
import { userFinances, type ExpenseResult, type GoalLinkProblem } from './repository';

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
  return result;
}

/** Finances: entrances, domestic and trip goals and expenses, each only ever the caller's. */
export async function financeRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    const answers = createAnswerCache({
      maxBytes: heldBytesPerAnswer(config),
      maxAgeMs: FINANCES_MAX_AGE_MS,
    });
    const finances = (request: SignedInRequest) => userFinances(db, request.session.userId);

    addEndpointRoute(signedIn, 'getFinances', async (request, reply) => {
      const { userId, answerVersions } = request.session;
      return answers.send(request, reply, { ownerId: userId, version: answerVersions.finances }, async () =>
        jsonTextOf(financesSchema, presentFinances(await userFinances(db, userId).all())),
      );
    });

    addEndpointRoute(signedIn, 'createEntrance', async (request, reply) =>
      reply.code(201).send(await finances(request).createEntrance(request.body)),
    );
    addEndpointRoute(signedIn, 'updateEntrance', async (request) => {
      const { id, ...content } = request.body;
      const entrance = await finances(request).updateEntrance(id, content);
      if (!entrance) throw entranceNotFound();
      return entrance;
    });
    addEndpointRoute(signedIn, 'deleteEntrance', async (request, reply) => {
      if (!(await finances(request).deleteEntrance(request.query.id))) throw entranceNotFound();
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createGoal', async (request, reply) =>
      reply.code(201).send(await finances(request).createGoal(request.body)),
    );
    addEndpointRoute(signedIn, 'updateGoal', async (request) => {
      const { id, ...content } = request.body;
      const goal = await finances(request).updateGoal(id, content);
      if (!goal) throw goalNotFound();
      return goal;
    });
    addEndpointRoute(signedIn, 'deleteGoal', async (request, reply) => {
      if (!(await finances(request).deleteGoal(request.query.id))) throw goalNotFound();
      return reply.code(204).send(null);
    });

    addEndpointRoute(signedIn, 'createExpense', async (request, reply) =>
      reply.code(201).send(storedExpense(await finances(request).createExpense(request.body))),
    );
    addEndpointRoute(signedIn, 'updateExpense', async (request) => {
      const { id, ...content } = request.body;
      return storedExpense(await finances(request).updateExpense(id, content));
    });
    addEndpointRoute(signedIn, 'deleteExpense', async (request, reply) => {
      if (!(await finances(request).deleteExpense(request.query.id))) throw expenseNotFound();
      return reply.code(204).send(null);
    });
  });
}
