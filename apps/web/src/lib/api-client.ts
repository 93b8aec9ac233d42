import {
  API_BASE,
  endpointPath,
  endpoints,
  type ApiError,
  type ContractOf,
  type EndpointInput,
  type EndpointName,
  type EndpointSuccess,
  type HttpMethod,
} from '@wayfarer/core';
import { deviceLanguage } from '../i18n/device-language';
import { loadCatalogue, type Messages } from '../i18n/catalogue';
import { messages } from '../i18n/language';
import { earlyAnswers as pageEarlyAnswers, type EarlyAnswers } from './early-answers';
import type { FetchFunction } from './fetch-function';
import { attachmentFileName } from './file-download';
import { getToken } from './session';

/**
 * A call that did not answer 2xx. `status` is 0 when the server could not be reached at all; `answer` is
 * the error answer whole, for the fields some errors carry besides their code (a stale write's `current`).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions & { answer?: ApiError },
  ) {
    super(message, options);
    this.answer = options?.answer;
  }

  readonly answer: ApiError | undefined;
}

/** A 2xx answer; the status is kept because the contract gives 200, 201, 203 and 210 different meanings. */
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

export interface ApiClientOptions {
  fetch?: FetchFunction;
  getToken?: () => string | null;
  baseUrl?: string;
  /** GETs the entry sent ahead of the page's code (see early-answers.ts), taken over by the first call. */
  earlyAnswers?: Pick<EarlyAnswers, 'take'>;
}

/** What a call of the named endpoint sends: its path parameters, query and body, typed by the map. */
export type CallInput<Name extends EndpointName> = EndpointInput<ContractOf<Name>, FormData>;
/** A call's input as stored, e.g. in IndexedDB: what CallInput is once its type is no longer known. */
export interface StoredInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}
/** The input may be left out when the endpoint takes none. */
type CallArguments<Name extends EndpointName> =
  Record<string, never> extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

/** The endpoints that take no input: those a download may name. */
type InputlessEndpointName = {
  [Name in EndpointName]: Record<string, never> extends CallInput<Name> ? Name : never;
}[EndpointName];

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Hears the bytes received so far, after each part of the answer arrives. */
  onProgress?: (received: number) => void;
}

/** A file the server answered, and the name it gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The endpoint's path with its `:parameters` filled in, and its query string. */
export function endpointUrl(
  path: string,
  { params, query }: { params?: Record<string, string>; query?: Record<string, unknown> },
): string {
  const filled = endpointPath(path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/**
 * The contract's error shape, checked by hand: zod would come with every route, the login route
 * included, whose script has a budget (e2e/bundle.e2e.test.ts). `apiErrorSchema` in packages/core describes the same shape.
 */
function isApiError(data: unknown): data is ApiError {
  if (typeof data !== 'object' || data === null) return false;
  const { error, message } = data as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}

/** The body as JSON, undefined when empty, or the text itself when it is not JSON (a proxy's page, say). */
async function readBody(response: Response): Promise<{ data: unknown; json: boolean }> {
  const text = await response.text();
  if (!text) return { data: undefined, json: true };
  try {
    return { data: JSON.parse(text) as unknown, json: true };
  } catch {
    return { data: text, json: false };
  }
}

/**
 * The words of a failure the server did not word, in the language the app is drawn in; before the first
 * render (a read boot.ts sent ahead), in the device's, whose catalogue is then on its way anyway.
 */
async function failureTexts(): Promise<Messages['errors']['api']> {
  try {
    return messages().errors.api;
  } catch {
    return (await loadCatalogue(deviceLanguage())).errors.api;
  }
}

/** A non-2xx answer as the error it stands for: the contract's `{ error, message }` when it has that shape. */
async function failureOf(response: Response): Promise<ApiRequestError> {
  const { data } = await readBody(response);
  if (isApiError(data))
    return new ApiRequestError(response.status, data.error, data.message, { answer: data });
  return new ApiRequestError(response.status, 'http_error', (await failureTexts()).status(response.status));
}

const unreachable = async (cause: unknown) =>
  new ApiRequestError(0, 'network_error', (await failureTexts()).unreachable, { cause });

/** The parts of a body as they arrive, put together; the browser keeps them on disk past its memory. */
async function readInParts(response: Response, onProgress: (received: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts, { type });
}

/**
 * The browser's fetch, called in a task of its own. A query that a render enables starts its request inside
 * React's commit, and the dashboard lets seven go at once when its first screen is shown: started there,
 * they made one long task, much of it in fetch() itself (with DevTools attached, each request records
 * the stack that started it, React's commit and all). Each in its own task, nothing of it is long, and
 * a request leaves only one task later.
 */
const fetchInTaskOfItsOwn: FetchFunction = (input, init) =>
  new Promise<void>((resolve) => setTimeout(resolve)).then(() => globalThis.fetch(input, init));

export function createApiClient({
  fetch: fetchFunction = fetchInTaskOfItsOwn,
  getToken: readToken = getToken,
  baseUrl = API_BASE,
  earlyAnswers = pageEarlyAnswers,
}: ApiClientOptions = {}) {
  function headersAccepting(type: string) {
    // Without a session the server answers in this language; with one, in the account's.
    const headers = new Headers({ Accept: type, 'Accept-Language': deviceLanguage() });
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { headers, token };
  }

  async function request(
    method: HttpMethod,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ApiResponse> {
    const { headers, token } = headersAccepting('application/json');
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    const url = `${baseUrl}${path}`;
    const early = method === 'GET' && payload === undefined ? earlyAnswers.take(url, token) : undefined;
    let response: Response;
    try {
      response = await (early ?? fetchFunction(url, { method, headers, body: payload }));
    } catch (cause) {
      throw await unreachable(cause);
    }

    if (!response.ok) throw await failureOf(response);
    const { data, json } = await readBody(response);
    if (json) return { status: response.status, data };
    throw new ApiRequestError(response.status, 'invalid_response', (await failureTexts()).unexpectedForm);
  }

  async function callEndpoint<Name extends EndpointName>(
    name: Name,
    input: CallInput<Name> | StoredInput | undefined,
    idempotencyKey?: string,
  ): Promise<EndpointSuccess<ContractOf<Name>>> {
    const { method, path } = endpoints[name];
    const { params, query, body } = (input ?? {}) as StoredInput;
    const response = await request(method, endpointUrl(path, { params, query }), body, idempotencyKey);
    return response as EndpointSuccess<ContractOf<Name>>;
  }

  return {
    /**
     * Calls the endpoint the map names: a misspelt name, path or field does not compile, and the answer
     * is typed by its status. The server checked it against the contract's schema before sending it, so
     * it is not checked again here: that would load zod on every page and spend the main thread
     * a second time on the largest answers.
     */
    async call<Name extends EndpointName>(
      name: Name,
      ...[input]: CallArguments<Name>
    ): Promise<EndpointSuccess<ContractOf<Name>>> {
      return callEndpoint(name, input);
    },

    /**
     * A write sent with an Idempotency-Key, its input typed where it was made (a change that may wait
     * offline is kept as it was sent): sent again with the same key, after a lost answer or from the
     * queue, the server answers as the first time and applies it once.
     */
    async callStored(idempotencyKey: string, name: EndpointName, input: StoredInput): Promise<ApiResponse> {
      return callEndpoint(name, input, idempotencyKey);
    },

    /**
     * Fetches the file the endpoint answers, read as it arrives so that `onProgress` can tell how much
     * came: a streamed answer has no length to show a share of. An abort rejects with the signal's
     * reason, not as a failure of the server's.
     */
    async download(
      name: InputlessEndpointName,
      { signal, onProgress = () => undefined }: DownloadOptions = {},
    ): Promise<DownloadedFile> {
      const { method, path } = endpoints[name];
      const { headers } = headersAccepting('*/*');
      try {
        const response = await fetchFunction(`${baseUrl}${path}`, { method, headers, signal });
        if (!response.ok) throw await failureOf(response);
        const blob = await readInParts(response, onProgress);
        return { blob, fileName: attachmentFileName(response.headers.get('content-disposition')) };
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof ApiRequestError) throw error;
        throw await unreachable(error);
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: base '/api', bearer token from the session. */
export const api = createApiClient();

/** Waits for a call and hands back its answer or its error as a value, for code that branches on both. */
export async function settle(call: Promise<ApiResponse>): Promise<ApiResponse | ApiRequestError> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    return new ApiRequestError(0, 'unexpected_error', String(error), { cause: error });
  }
}
