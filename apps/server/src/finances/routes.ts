import { apiErrorSchema, financesSchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { requireUser, sessionOf } from '../http/auth';
import { entranceRoutes } from './entrance-routes';
import { expenseRoutes } from './expense-routes';
import { goalRoutes } from './goal-routes';
import { presentFinances } from './presenters';
import { userFinances } from './repository';
import { tags } from './route-parts';

/** Finances: entrances, domestic and trip goals and expenses, each only ever the caller's. */
export async function financeRoutes(app: FastifyInstance, { db }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);

    signedIn.withTypeProvider<ZodTypeProvider>().get(
      '/finances',
      {
        schema: {
          tags,
          summary: 'The caller’s entrances, and domestic and trip goals and expenses',
          response: { 200: financesSchema, 401: apiErrorSchema },
        },
      },
      async (request) => presentFinances(await userFinances(db, sessionOf(request).userId).all()),
    );

    entranceRoutes(signedIn, db);
    goalRoutes(signedIn, db);
    expenseRoutes(signedIn, db);
  });
}
