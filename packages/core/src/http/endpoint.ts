import type { z } from 'zod';
import type { TripAction } from '../trip/roles';

/*
 * The endpoint map, in two tables joined by name. `EndpointTable` is what a client needs to call: method,
 * path and whether a session is required; it holds only strings, so the web app's sign-in page can use it
 * without loading zod. `ContractTable` adds, for the same names, the schemas of the input and of each
 * answer and the meaning of every status code; the server registers its routes from both and the OpenAPI
 * document comes from them. The compiler checks that the two tables name the same endpoints.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A route that acts on a trip, and what its caller must be allowed to do to it (trip/roles.ts): the
 * caller's current trip, or the trip named by the path's `:tripId`. The server's policy layer checks it
 * before the handler runs.
 */
export interface TripAccess {
  readonly trip: 'current' | 'path';
  readonly action: TripAction;
}

export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Below the API base, Fastify-style: `:name` is a path parameter. */
  readonly path: string;
  /** True: the request must carry the bearer token of a live session (401 otherwise). */
  readonly signedIn: boolean;
  readonly tripAccess?: TripAccess;
}

export type EndpointTable = Readonly<Record<string, EndpointRoute>>;

/** A status code's meaning, and the schema of its body when it is neither the error shape nor empty. */
export interface StatusAnswer {
  readonly meaning: string;
  readonly schema?: z.ZodType;
}

export interface EndpointContract {
  /** The OpenAPI document's group. */
  readonly tag: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A multipart upload of one file in this field instead of a JSON body. */
  readonly uploadField?: string;
  /**
   * Every status the endpoint answers. A status of 400 or more without a schema carries the contract's
   * error shape; a 2xx without one carries nothing. 401 on signed-in routes and 400 on routes with an
   * input are implied unless given a meaning of their own here.
   */
  readonly statuses: Readonly<Record<number, StatusAnswer>>;
}

export type ContractTable<Table extends EndpointTable> = { readonly [Name in keyof Table]: EndpointContract };

export function answer(meaning: string): StatusAnswer;
export function answer<S extends z.ZodType>(meaning: string, schema: S): { meaning: string; schema: S };
export function answer(meaning: string, schema?: z.ZodType): StatusAnswer {
  return schema ? { meaning, schema } : { meaning };
}

type Schema<C, Key extends 'params' | 'query' | 'body'> = C extends {
  readonly [K in Key]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a client sends: the schemas' inputs, and its own form type (FormData in a browser) for an upload. */
export type EndpointInput<C extends EndpointContract, UploadBody> = Strip<{
  params: Schema<C, 'params'> extends z.ZodType ? z.input<Schema<C, 'params'>> : undefined;
  query: Schema<C, 'query'> extends z.ZodType ? z.input<Schema<C, 'query'>> : undefined;
  body: C extends { readonly uploadField: string }
    ? UploadBody
    : Schema<C, 'body'> extends z.ZodType
      ? z.input<Schema<C, 'body'>>
      : undefined;
}>;

/** What a route handler receives: the schemas' outputs. */
export interface EndpointRequestData<C extends EndpointContract> {
  params: Schema<C, 'params'> extends z.ZodType ? z.output<Schema<C, 'params'>> : unknown;
  query: Schema<C, 'query'> extends z.ZodType ? z.output<Schema<C, 'query'>> : unknown;
  body: Schema<C, 'body'> extends z.ZodType ? z.output<Schema<C, 'body'>> : unknown;
}

/** The bodies the endpoint may answer with, as the handler hands them over. */
export type EndpointAnswerBody<C extends EndpointContract> = {
  [Status in keyof C['statuses']]: C['statuses'][Status] extends { schema: infer S extends z.ZodType }
    ? z.input<S>
    : never;
}[keyof C['statuses']];

/**
 * The 2xx answers an endpoint gives, each status with the body its schema describes (undefined for an
 * empty one), so that a client narrows the body by checking the status: the server checks every answer
 * against the same schema before sending it, and the client reads it without checking it again.
 */
export type EndpointSuccess<C extends EndpointContract> = {
  [Status in keyof C['statuses'] & number]: `${Status}` extends `2${string}`
    ? {
        status: Status;
        data: C['statuses'][Status] extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;
      }
    : never;
}[keyof C['statuses'] & number];

/** Drops the parts an endpoint does not take, so that a call names only what it sends. */
type Strip<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
