import type { IncomingHttpHeaders } from 'node:http';

/*
 * What a fake provider is: a fixture answering the requests the fake upstream (fake-upstream.ts) received
 * for it. Each feed's fixtures live in its folder (feeds/<feed>/testing/).
 */

/** A request the fake received, for tests to check what was asked and how. */
export interface RecordedRequest {
  method: string;
  /** The path below the provider's base, e.g. '/v1/forecast'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (epoch ms), for tests of how requests are spaced. */
  at: number;
}

export interface FixtureAnswer {
  status?: number;
  contentType?: string;
  body: string | Buffer;
}

/** What the fake answers for one provider: its real format, built from the provider's documented examples. */
export type Fixture = (request: RecordedRequest, context: { baseUrl: string }) => FixtureAnswer;
