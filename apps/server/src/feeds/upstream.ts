import { isIP } from 'node:net';
import type { z } from 'zod';

/** Why an upstream call gave no usable answer; `status` is the upstream's HTTP status when there was one. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly provider: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'invalid' | 'refused' | 'too_large' | 'busy',
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

export interface UpstreamRequest {
  /** Names the provider in errors and logs; the address is never logged (some carry a key). */
  provider: string;
  url: URL;
  /** The feed's deadline: every call of one refresh shares it. */
  signal: AbortSignal;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface UpstreamAnswer {
  status: number;
  text: string;
}

export interface UpstreamClient {
  /** Any answer that arrived, whatever its status; fails on timeout, network error or a refused host. */
  fetch(request: UpstreamRequest): Promise<UpstreamAnswer>;
  /** A 2xx answer's text; any other status is an UpstreamError. */
  text(request: UpstreamRequest): Promise<string>;
  /** A 2xx JSON answer checked against the parts of the provider's format we read. */
  json<T>(request: UpstreamRequest, schema: z.ZodType<T>): Promise<T>;
}

export interface UpstreamClientOptions {
  userAgent: string;
  /** Under test: refuse any host that is not this machine, so that no test ever leaves it. */
  localOnly: boolean;
  /** The largest answer read; a feed never needs more, and a runaway upstream cannot fill memory. */
  maxBytes?: number;
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLocalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (LOCAL_NAMES.has(bare) || bare.endsWith('.localhost')) return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

const DROPPED_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Whether fetch failed because the connection it reused was closed under it (fetch wraps the cause). */
function isDroppedConnection(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    DROPPED_CONNECTION.has(String(cause.code))
  );
}

/** Reads a body up to `maxBytes`, so that an endless or huge answer is cut off rather than buffered. */
async function readCapped(response: Response, maxBytes: number, provider: string): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new UpstreamError(provider, 'too_large', `answer larger than ${maxBytes} bytes`);
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** The one way the feeds reach the outside: a deadline, a User-Agent naming us, a size cap, a local-only mode. */
export function createUpstreamClient({
  userAgent,
  localOnly,
  maxBytes = 5 * 1024 * 1024,
}: UpstreamClientOptions): UpstreamClient {
  async function fetchAnswer({ provider, url, signal, method = 'GET', headers, body }: UpstreamRequest) {
    if (localOnly && !isLocalHost(url.hostname)) {
      throw new UpstreamError(
        provider,
        'refused',
        `${url.hostname} is not a local host (tests never leave the machine)`,
      );
    }
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw new UpstreamError(provider, 'timeout', 'no time left before the deadline');
      try {
        const response = await fetch(url, {
          method,
          body,
          signal,
          headers: { 'user-agent': userAgent, ...headers },
          // Under test a redirect could lead off the machine; elsewhere providers may move (http → https).
          redirect: localOnly ? 'error' : 'follow',
        });
        return { status: response.status, text: await readCapped(response, maxBytes, provider) };
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (signal.aborted) throw new UpstreamError(provider, 'timeout', 'no answer before the deadline');
        // A kept-alive connection the upstream closed under us, most often just as it was reused: every
        // call here only reads, so asking once more is safe.
        if (attempt === 1 && isDroppedConnection(error)) continue;
        throw new UpstreamError(provider, 'network', error instanceof Error ? error.message : String(error));
      }
    }
  }

  async function text(request: UpstreamRequest) {
    const answer = await fetchAnswer(request);
    if (answer.status < 200 || answer.status > 299) {
      throw new UpstreamError(request.provider, 'status', `answered ${answer.status}`, answer.status);
    }
    return answer.text;
  }

  return {
    fetch: fetchAnswer,
    text,
    async json(request, schema) {
      return parseJson(request.provider, await text(request), schema);
    },
  };
}

/** An answer's JSON checked against the parts of the provider's format we read. */
export function parseJson<T>(provider: string, text: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UpstreamError(provider, 'invalid', 'answered something that is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpstreamError(
      provider,
      'invalid',
      `answered in an unexpected form (${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}

/** A provider's endpoint under its configured base address, with its query. */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  url.search = new URLSearchParams(query).toString();
  return url;
}
