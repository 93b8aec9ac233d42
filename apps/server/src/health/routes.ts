import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError } from '../http/errors';

/** How long the database may take to answer before the instance counts as unhealthy. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within the timeout. */
async function databaseAnswers(db: AppDeps['db']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
  });
  const ping = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health, for load balancers and uptime checks: 200 while the process serves and its database
 * answers, 503 otherwise. It says nothing else (no version, no address, no error text), and is never
 * cached. While the instance stops, Fastify answers 503 to it like to any request.
 */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  addEndpointRoute(app, 'getHealth', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await databaseAnswers(db))) {
      throw new HttpError(503, 'database_unreachable', 'The database does not answer.');
    }
    return { status: 'ok' as const };
  });
}
