import {
  apiErrorSchema,
  endpointContracts,
  endpoints,
  type ContractOf,
  type EndpointAnswerBody,
  type EndpointContract,
  type EndpointName,
  type EndpointRequestData,
  type EndpointRoute,
  type Endpoints,
} from '@wayfarer/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { SIGNED_IN_SCOPE } from './auth';
import type { SignedInRequest } from './signed-in';
import { IDEMPOTENCY_STATUSES, type IdempotencyHandling } from './idempotency';

/** The session requireUser's hook sets, on the requests of the endpoints the map marks signed in only. */
type SessionPart<Name extends EndpointName> = Endpoints[Name]['signedIn'] extends true
  ? SignedInRequest
  : unknown;

/** What a handler reads: the input schemas' output, and the caller's session when the endpoint is signed in. */
export type EndpointRequest<Name extends EndpointName> = FastifyRequest &
  EndpointRequestData<ContractOf<Name>> &
  SessionPart<Name>;

/** A route handler typed by the map: what it reads is the input schemas' output, what it answers is checked. */
export type EndpointHandler<Name extends EndpointName> = (
  request: EndpointRequest<Name>,
  reply: FastifyReply,
) => Promise<EndpointAnswerBody<ContractOf<Name>> | FastifyReply>;

/** Type null: the OpenAPI document shows an answer without content. */
const noContent = z.null();

/** A signed-in write, but for an upload: it runs in one of the caller's turns (http/write-gate.ts). */
const isGatedWrite = (route: EndpointRoute, contract: EndpointContract) =>
  route.signedIn && route.method !== 'GET' && !contract.uploadField;

/** What a signed-in write does with an Idempotency-Key: honour it, but for an upload (http/idempotency.ts). */
function idempotencyOf(route: EndpointRoute, contract: EndpointContract): IdempotencyHandling | undefined {
  if (!route.signedIn || route.method === 'GET') return undefined;
  return contract.uploadField ? 'refused' : 'honoured';
}

/** The Fastify schema of an endpoint: validation of its input, serialisation and documentation of its answers. */
function routeSchema(route: EndpointRoute, contract: EndpointContract): FastifySchema {
  const statuses: Record<number, { meaning: string; schema?: z.ZodType }> = {};
  if (contract.params || contract.query || contract.body) {
    statuses[400] = { meaning: 'The request breaks a rule of the contract; the message names the field' };
  }
  if (route.signedIn) statuses[401] = { meaning: 'No live session: sign in again' };
  if (route.tripAccess) {
    statuses[403] = {
      meaning: `forbidden_role: the caller’s role in the ${route.tripAccess.trip === 'current' ? 'current ' : ''}trip does not allow this`,
    };
  }
  if (isGatedWrite(route, contract)) {
    statuses[429] = {
      meaning:
        'More of the caller’s writes at once than wait in line (too_many_writes): send again after Retry-After',
    };
  }
  if (idempotencyOf(route, contract) === 'honoured') {
    statuses[409] = { meaning: IDEMPOTENCY_STATUSES[409] };
    statuses[422] = { meaning: IDEMPOTENCY_STATUSES[422] };
  }
  Object.assign(statuses, contract.statuses);

  const response = Object.fromEntries(
    Object.entries(statuses).map(([status, { meaning, schema }]) => [
      status,
      (schema ?? (Number(status) >= 400 ? apiErrorSchema : noContent)).describe(meaning),
    ]),
  );
  return {
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    ...(contract.uploadField && { consumes: ['multipart/form-data'] }),
    ...(!route.signedIn && { security: [] }),
    response,
  };
}

/**
 * Registers the endpoint the map names, with its method, path, schemas and documented statuses. A
 * signed-in endpoint must be registered inside a `requireUser` scope and a public one outside it: the
 * map, not the file a route happens to sit in, decides who may call it. A signed-in write is marked to
 * run in one of the caller's turns (http/write-gate.ts), but for uploads, which stream for as long as the
 * client sends and have limits of their own.
 */
export function addEndpointRoute<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: EndpointHandler<Name>,
  options: Pick<RouteShorthandOptions, 'bodyLimit' | 'compress' | 'decompress'> = {},
): void {
  const route: EndpointRoute = endpoints[name];
  const contract: EndpointContract = endpointContracts[name];
  if (route.signedIn !== app.hasDecorator(SIGNED_IN_SCOPE)) {
    throw new Error(
      `Endpoint ${name} is ${route.signedIn ? 'signed-in' : 'public'} in the map but registered in a ${route.signedIn ? 'public' : 'signed-in'} scope`,
    );
  }
  app.route({
    method: route.method,
    url: route.path,
    schema: routeSchema(route, contract),
    // The request's shape is the one the schemas above validate.
    handler: handler as RouteHandlerMethod,
    config: {
      gatedWrite: isGatedWrite(route, contract),
      tripAccess: route.tripAccess,
      idempotency: idempotencyOf(route, contract),
    },
    ...options,
  });
}
