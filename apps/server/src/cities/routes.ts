import { apiErrorSchema, cityAutocompleteQuerySchema, citySuggestionListSchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';

const tags = ['cities'];

/** City search over the embedded world atlas; like every data route it needs a session. */
export async function cityRoutes(app: FastifyInstance, { db, cities }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);

    signedIn.withTypeProvider<ZodTypeProvider>().get(
      '/cities/autocomplete',
      {
        schema: {
          tags,
          summary:
            'The 10 most populous cities whose name starts with the query, ignoring case and accents; ' +
            '400 when the query has 3 characters or fewer, or more than 100',
          querystring: cityAutocompleteQuerySchema,
          response: { 200: citySuggestionListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => cities.search(request.query.query),
    );
  });
}
