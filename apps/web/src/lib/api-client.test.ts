import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, endpointUrl } from './api-client';
import type { FetchFunction } from './fetch-function';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function rejectionOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it.each([200, 201, 203, 210])('returns status %i and the parsed body for a 2xx answer', async (status) => {
    const { fetch } = fakeFetch(() => json(status, { result: 'tok' }));
    const api = createApiClient({ fetch, getToken: () => null });
    await expect(api.call('getFinances')).resolves.toEqual({ status, data: { result: 'tok' } });
  });

  it('prefixes the base, sends JSON and the bearer token', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, {}));
    const api = createApiClient({ fetch, getToken: () => 'secret' });
    const body = { title: 'Salary', value: 100, date: 1, color: '#123456' };
    await api.call('createEntrance', { body });
    const [call] = calls;
    expect(call?.url).toBe('/api/finances/entraces');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(JSON.stringify(body));
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('takes over the early answer to a GET of the same address and token, instead of asking again', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, { from: 'fetch' }));
    const taken: [string, string | null][] = [];
    const earlyAnswers = {
      take: (url: string, token: string | null) => {
        taken.push([url, token]);
        return url === '/api/todolist' ? Promise.resolve(json(200, { from: 'early' })) : undefined;
      },
    };
    const api = createApiClient({ fetch, getToken: () => 'secret', earlyAnswers });
    await expect(api.call('getTodoLists')).resolves.toEqual({ status: 200, data: { from: 'early' } });
    await expect(api.call('getFinances')).resolves.toEqual({ status: 200, data: { from: 'fetch' } });
    await api.call('createEntrance', { body: { title: 'Salary', value: 100, date: 1, color: '#123456' } });
    expect(taken).toEqual([
      ['/api/todolist', 'secret'],
      ['/api/finances', 'secret'],
    ]);
    expect(calls.map(({ url }) => url)).toEqual(['/api/finances', '/api/finances/entraces']);
  });

  it('leaves the Authorization header out when there is no token, and the body out when there is none', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, {}));
    const api = createApiClient({ fetch, getToken: () => null });
    await api.call('getFinances');
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('/api/finances');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('reads the token at each call, not once', async () => {
    let token: string | null = null;
    const { calls, fetch } = fakeFetch(() => json(200, {}));
    const api = createApiClient({ fetch, getToken: () => token });
    await api.call('getFinances');
    token = 'later';
    await api.call('getFinances');
    expect(calls.map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([
      null,
      'Bearer later',
    ]);
  });

  it('answers an empty 2xx body with undefined data', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ fetch, getToken: () => null });
    await expect(api.call('deleteGoal', { query: { id: 'a b' } })).resolves.toEqual({
      status: 204,
      data: undefined,
    });
  });

  it('throws the code and message of an error answer', async () => {
    const { fetch } = fakeFetch(() =>
      json(429, { error: 'too_many_attempts', message: 'Try again in 15 minute(s).' }),
    );
    const api = createApiClient({ fetch, getToken: () => null });
    const error = await rejectionOf(api.call('getFinances'));
    expect(error).toMatchObject({
      status: 429,
      code: 'too_many_attempts',
      message: 'Try again in 15 minute(s).',
    });
  });

  it('throws a generic error for a non-2xx answer without the error shape', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const api = createApiClient({ fetch, getToken: () => null });
    const error = await rejectionOf(api.call('getFinances'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_error');
  });

  it('throws invalid_response for a 2xx answer that is not JSON, keeping the status', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Sign in to the proxy</html>', { status: 200 }));
    const api = createApiClient({ fetch, getToken: () => null });
    const error = await rejectionOf(api.call('getFinances'));
    expect(error.status).toBe(200);
    expect(error.code).toBe('invalid_response');
    expect(error.message).toBe('The server answered in an unexpected form.');
  });

  describe('with the browser’s fetch', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('starts the request in a task of its own, not in the caller’s', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { ok: true }));
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient({ getToken: () => null });

      const answer = api.call('getFinances');
      // Every promise job the call queued has run: the caller's task is over as far as the call can tell.
      for (let job = 0; job < 20; job++) await Promise.resolve();
      expect(fetch).not.toHaveBeenCalled();

      await new Promise((resolve) => setTimeout(resolve));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]?.[0]).toBe('/api/finances');
      await expect(answer).resolves.toEqual({ status: 200, data: { ok: true } });
    });
  });

  it('throws status 0 when the server cannot be reached', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ fetch, getToken: () => null });
    const error = await rejectionOf(api.call('getFinances'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('api client downloads', () => {
  /** An answer whose body arrives in the given parts. */
  function streamed(parts: string[], headers: Record<string, string>) {
    const bytes = parts.map((part) => new TextEncoder().encode(part));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of bytes) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers });
  }

  it('reads the file in parts with the bearer token, telling the bytes received, and its name', async () => {
    const { calls, fetch } = fakeFetch(() =>
      streamed(['PK', 'abc', 'defg'], {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="wayfarer-export-2026-05-01.zip"',
      }),
    );
    const api = createApiClient({ fetch, getToken: () => 'secret' });
    const received: number[] = [];
    const file = await api.download('exportAccount', { onProgress: (bytes) => received.push(bytes) });
    expect(calls[0]?.url).toBe('/api/account/export');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer secret');
    expect(received).toEqual([2, 5, 9]);
    expect(file.fileName).toBe('wayfarer-export-2026-05-01.zip');
    expect(file.blob.type).toBe('application/zip');
    expect(await file.blob.text()).toBe('PKabcdefg');
  });

  it('throws the error answer of a refusal', async () => {
    const { fetch } = fakeFetch(() => json(401, { error: 'unauthorized', message: 'Sign in.' }));
    const api = createApiClient({ fetch, getToken: () => null });
    const error = await rejectionOf(api.download('exportAccount'));
    expect([error.status, error.code]).toEqual([401, 'unauthorized']);
  });

  it('rejects with the abort, not as a failure, once aborted', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => {
      controller.abort(new DOMException('Cancelled', 'AbortError'));
      return Promise.reject(new TypeError('aborted'));
    });
    const api = createApiClient({ fetch, getToken: () => null });
    await expect(api.download('exportAccount', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl('/confirmemail/:token', { params: { token: 'a/b c' } })).toBe(
      '/confirmemail/a%2Fb%20c',
    );
  });

  it('adds the query, leaving out what is absent', () => {
    expect(
      endpointUrl('/cities/weather', { query: { city: 'São Paulo', country: 'BR', page: undefined } }),
    ).toBe('/cities/weather?city=S%C3%A3o+Paulo&country=BR');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointUrl('/newpassword/:token', {})).toThrow('needs the parameter token');
  });
});
