import { endpointContracts, endpoints, type EndpointName } from '@wayfarer/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { requireUser } from './auth';
import type { SignedInSession } from './signed-in';
import { addEndpointRoute, type EndpointRequest } from './endpoint-route';

interface Operation {
  summary?: string;
  security?: unknown[];
  responses: Record<string, { description: string }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** '/confirmemail/:token' as OpenAPI writes it: '/confirmemail/{token}'. */
const openApiPath = (path: string) => path.replace(/:([a-zA-Z]+)/g, '{$1}');
const names = Object.keys(endpoints) as EndpointName[];

describe('the endpoint map, as the server registers it', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('serves every endpoint of the map, and no API route outside it', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const mapped = names.map((name) => `${endpoints[name].method} ${openApiPath(endpoints[name].path)}`);
    expect(documented.sort()).toEqual(mapped.sort());
  });

  it.each(names)('documents %s with its summary and the meaning of each status', (name) => {
    const { method, path, signedIn } = endpoints[name];
    const contract = endpointContracts[name];
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
    expect(operation?.summary).toBe(contract.summary);
    for (const [status, { meaning }] of Object.entries(contract.statuses)) {
      expect(operation?.responses[status]?.description, `${name} ${status}`).toBe(meaning);
    }
    if (signedIn) expect(operation?.responses['401']).toBeDefined();
    else expect(operation?.security).toEqual([]);
  });

  it('answers 401 without a session on every signed-in endpoint, before reading the input', async () => {
    for (const name of names.filter((name) => endpoints[name].signedIn)) {
      const { method, path } = endpoints[name];
      const response = await t.app.inject({ method, url: `/api${path}` });
      expect(response.statusCode, name).toBe(401);
    }
  });
});

describe('addEndpointRoute', () => {
  it('refuses a signed-in endpoint registered in a public scope', async () => {
    const app = Fastify();
    expect(() => addEndpointRoute(app, 'getFinances', async () => ({}) as never)).toThrow(
      'Endpoint getFinances is signed-in in the map but registered in a public scope',
    );
    await app.close();
  });

  it('refuses a public endpoint registered in a signed-in scope', async () => {
    const app = Fastify();
    const failure = new Promise<unknown>((resolve) => {
      void app.register(async (scope) => {
        requireUser(scope, undefined as never);
        try {
          addEndpointRoute(scope, 'login', async () => ({ result: 'x' }));
          resolve(undefined);
        } catch (error) {
          resolve(error);
        }
      });
    });
    await app.ready();
    expect(await failure).toEqual(
      new Error('Endpoint login is public in the map but registered in a signed-in scope'),
    );
    await app.close();
  });

  it("types the caller's session on the handlers of signed-in endpoints only (checked by the type check)", () => {
    expectTypeOf<EndpointRequest<'getFinances'>['session']>().toEqualTypeOf<SignedInSession>();
    expectTypeOf<EndpointRequest<'logout'>['session']>().toEqualTypeOf<SignedInSession>();
    expectTypeOf<EndpointRequest<'login'>>().not.toHaveProperty('session');
    expectTypeOf<EndpointRequest<'openAttachment'>>().not.toHaveProperty('session');
  });
});
