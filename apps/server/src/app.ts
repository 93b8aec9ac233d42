import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@wayfarer/core';
import { accountDataRoutes } from './account-data/routes';
import { accountDataSources } from './account-data-sources';
import { userPhotoRoutes } from './accounts/photo-routes';
import { accountRoutes } from './accounts/routes';
import { socialLoginRoutes } from './accounts/social-login-routes';
import { cityRoutes } from './cities/routes';
import { financeRoutes } from './finances/routes';
import { healthRoutes } from './health/routes';
import { liveRoutes } from './live/live-routes';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { exchangeDayRates } from './feeds/exchange/day-rates';
import { createFeedCache } from './feeds/feed-cache';
import { sweepFeedCache } from './feeds/feed-cache-sweep';
import { feedProviders, feedSources } from './feeds/feed-providers';
import { feedRoutes } from './feeds/routes';
import { placeRoutes } from './feeds/place-search/routes';
import { legRouter, routingEngine, routingUpstream } from './feeds/routing/leg-router';
import { installCompression } from './http/compression';
import { installErrorHandling } from './http/errors';
import { sweepIdempotencyKeys, withIdempotencyKeyHeader } from './http/idempotency';
import { logSerializers } from './http/log-serializers';
import { runPeriodically } from './http/periodic-task';
import { calendarRoutes } from './calendar/routes';
import { itineraryRoutes } from './itinerary/routes';
import { installSecurityHeaders } from './http/security-headers';
import { deleteEndedCounters } from './http/rate-limits';
import { publicConfigRoutes } from './public-config/routes';
import { todoRoutes } from './todo/routes';
import { tripRoutes } from './trip/routes';
import { serveWebApp } from './web/serve-web-app';

/** How often the counters of ended rate windows are dropped (one row per e-mail and address seen). */
const RATE_COUNTER_CLEANUP_MS = 15 * 60_000;
/** How often the feed cache drops answers too old to serve, and the oldest past its size. */
const FEED_CACHE_SWEEP_MS = 10 * 60_000;
/** How often the answers of idempotent writes past their 24 hours are dropped (reads ignore them already). */
const IDEMPOTENCY_SWEEP_MS = 15 * 60_000;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the log goes when `logger` is not given (standard output by default). */
  logStream?: DestinationStream;
  /** Folder of the built web app; false serves the API alone (API tests). */
  webRoot?: string | false;
}

/**
 * Fastify's trustProxy for the configured proxies. A hop count is a function here: Fastify now takes a
 * bare number to mean "trust none", because a client that reaches the app directly can then write the
 * header itself (docs/security.md says to use a count only when nothing reaches the app but its proxies).
 */
function trustProxyOption(proxies: Config['TRUST_PROXY']) {
  if (typeof proxies !== 'number') return proxies;
  return (_address: string, hop: number) => hop < proxies;
}

/**
 * What Node needs beside the request limit for it to hold. A headers limit no longer than it: Node checks
 * the request limit only then, and sets the headers limit so (the shorter of 60 s and the request limit)
 * only when it is given the request limit at creation, which Fastify does not do. And a look for late
 * requests often enough for a short limit: Node's is every 30 s.
 */
function requestTimeoutOptions(requestTimeoutMs: number) {
  return {
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
  };
}

/** The whole HTTP application: the API under /api, its OpenAPI document, and the built web app. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const logger = options.logger ?? {
    level: deps.config.LOG_LEVEL,
    redact: ['req.headers.authorization'],
    ...(options.logStream && { stream: options.logStream }),
  };
  const app = Fastify({
    // Whoever sets the level and the stream, no log line holds a query's parameters, a token or a body.
    logger: typeof logger === 'object' ? { ...logger, serializers: logSerializers } : logger,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify turns Node's limit off, and then a client that sends its headers and stalls its body holds the
    // connection open for ever.
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    http: requestTimeoutOptions(deps.config.REQUEST_TIMEOUT_MS),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installSecurityHeaders(app, deps.config);
  await installCompression(app);

  if (deps.config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, {
      origin: deps.config.CORS_ORIGINS,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Wayfarer API', version: '1.0.0' },
      servers: [{ url: API_BASE }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: withIdempotencyKeyHeader(jsonSchemaTransform),
  });

  const clock = deps.clock ?? Date.now;
  await app.register(
    async (api) => {
      installErrorHandling(api);
      await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
      await accountRoutes(api, deps);
      await socialLoginRoutes(api, deps);
      await accountDataRoutes(api, deps, accountDataSources(deps, api.log));
      await cityRoutes(api, deps);
      await tripRoutes(api, deps);
      await userPhotoRoutes(api, deps);
      const providers = feedProviders(deps.config);
      // One cache of upstream answers: the feeds' routes, the finances' rates of the day, the itinerary's ways.
      const feedCache = createFeedCache({
        db: deps.db,
        log: api.log,
        timeoutMs: deps.config.FEED_TIMEOUT_MS,
        coldKeysPerMinute: deps.config.FEED_COLD_KEYS_PER_MINUTE,
        now: deps.clock,
      });
      await financeRoutes(api, deps, exchangeDayRates(feedCache, providers.exchange, clock));
      await todoRoutes(api, deps);
      await feedRoutes(api, deps, providers, feedCache);
      await placeRoutes(api, deps, feedCache);
      await healthRoutes(api, deps);
      await liveRoutes(api, deps);
      await calendarRoutes(api, deps);
      // One engine for the instance: its queue keeps this instance's requests to the server's fair use.
      const routing = routingEngine(deps.config, routingUpstream(deps.config));
      await itineraryRoutes(api, deps, (userId) => legRouter(routing, feedCache, userId));
      await publicConfigRoutes(api, deps, feedSources(providers));
    },
    { prefix: API_BASE },
  );

  runPeriodically(app, 'forgetting ended rate counters', RATE_COUNTER_CLEANUP_MS, () =>
    deleteEndedCounters(deps.db),
  );
  runPeriodically(app, 'forgetting idempotency keys past their 24 hours', IDEMPOTENCY_SWEEP_MS, () =>
    sweepIdempotencyKeys(deps.db),
  );
  runPeriodically(app, 'sweeping the feed cache', FEED_CACHE_SWEEP_MS, () =>
    sweepFeedCache(deps.db, {
      maxBytes: deps.config.FEED_CACHE_MAX_MB * 1024 * 1024,
      now: new Date(clock()),
    }),
  );

  if (options.webRoot !== false) await serveWebApp(app, options.webRoot);
  return app;
}
