import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currencyApiFixture } from '../exchange/testing/currency-api';
import { foursquareFixture } from '../places/testing/foursquare';
import { frankfurterFixture } from '../exchange/testing/frankfurter';
import { googleNewsFixture } from '../news/testing/google-news';
import { newsdataFixture } from '../news/testing/newsdata';
import { openMeteoFixture } from '../weather/testing/open-meteo';
import { openWeatherFixture } from '../weather/testing/openweather';
import { overpassFixture } from '../places/testing/overpass';
import { osrmFixture } from '../routing/testing/osrm';
import { valhallaFixture } from '../routing/testing/valhalla';
import { photonFixture } from '../place-search/testing/photon';
import { radioBrowserFixture } from '../radio/testing/radio-browser';
import type { Fixture, FixtureAnswer, RecordedRequest } from './fixture';
import { tilesFixture } from './fixtures/tiles';

/**
 * Each provider's fixture: the feeds' live in their folders (feeds/<feed>/testing/), the routing servers' and
 * the geocoder's too (feeds/routing/testing/, feeds/place-search/testing/), the map tiles' here.
 */
const FIXTURES = {
  'open-meteo': openMeteoFixture,
  openweather: openWeatherFixture,
  frankfurter: frankfurterFixture,
  'currency-api': currencyApiFixture,
  'radio-browser': radioBrowserFixture,
  'google-news': googleNewsFixture,
  newsdata: newsdataFixture,
  overpass: overpassFixture,
  foursquare: foursquareFixture,
  osrm: osrmFixture,
  valhalla: valhallaFixture,
  photon: photonFixture,
  tiles: tilesFixture,
} satisfies Record<string, Fixture>;

export type FakeProvider = keyof typeof FIXTURES;

/**
 * How a provider behaves: as itself; failing with a 500; answering 200 with garbage (an HTML error
 * page); never answering; or answering after a delay.
 */
export type Behaviour = 'normal' | 'fail' | 'garbage' | 'hang' | { delayMs: number };

/** The environment variable of each provider's base address. */
const BASE_URL_VARIABLES: Partial<Record<FakeProvider, string>> = {
  'open-meteo': 'OPEN_METEO_URL',
  openweather: 'OPENWEATHER_URL',
  frankfurter: 'FRANKFURTER_URL',
  'currency-api': 'CURRENCY_API_URL',
  'radio-browser': 'RADIO_BROWSER_URL',
  'google-news': 'GOOGLE_NEWS_URL',
  newsdata: 'NEWSDATA_URL',
  overpass: 'OVERPASS_URL',
  foursquare: 'FOURSQUARE_URL',
  osrm: 'ROUTING_URL',
  photon: 'PHOTON_URL',
};

export interface FakeUpstream {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Each provider's base-address variable pointing here, plus the tile template; keys are the test's to add. */
  env: Record<string, string>;
  baseUrl(provider: FakeProvider): string;
  calls(provider: FakeProvider): RecordedRequest[];
  resetCalls(): void;
  behave(provider: FakeProvider, behaviour: Behaviour): void;
  /** Answers this path of the provider with `answer` instead of its fixture, until reset. */
  serve(provider: FakeProvider, path: string, answer: FixtureAnswer): void;
  /** Every provider at once, as when the machine's way out is down. */
  behaveAll(behaviour: Behaviour): void;
  /** Every provider back to 'normal', and the recorded calls forgotten. */
  reset(): void;
  close(): Promise<void>;
}

const GARBAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';

/**
 * One local HTTP server standing in for every provider, each under its own path ('/open-meteo/…'):
 * the feeds' real adapters talk to it over real HTTP, in their providers' real formats.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const recorded = new Map<FakeProvider, RecordedRequest[]>();
  const behaviours = new Map<FakeProvider, Behaviour>();
  const served = new Map<string, FixtureAnswer>();
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, first = '', ...rest] = url.pathname.split('/');
      // currency-api's files sit at '{base}@{date}/…', so its provider name carries the '@date'.
      const providerName = first.split('@')[0] ?? '';
      if (!Object.hasOwn(FIXTURES, providerName)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('no such provider');
        return;
      }
      const provider = providerName as FakeProvider;
      const suffix = first.slice(providerName.length);
      const call: RecordedRequest = {
        method: request.method ?? 'GET',
        path: `${suffix}/${rest.join('/')}`,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      const calls = recorded.get(provider) ?? [];
      calls.push(call);
      recorded.set(provider, calls);
      const behaviour = behaviours.get(provider) ?? 'normal';
      if (behaviour === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      const send = () => {
        if (behaviour === 'fail') {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
          return;
        }
        if (behaviour === 'garbage') {
          response.writeHead(200, { 'content-type': 'text/html' }).end(GARBAGE);
          return;
        }
        const answer =
          served.get(`${provider}${call.path}`) ??
          FIXTURES[provider](call, { baseUrl: fake.baseUrl(provider) });
        response
          .writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' })
          .end(answer.body);
      };
      if (typeof behaviour === 'object') setTimeout(send, behaviour.delayMs);
      else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const fake: FakeUpstream = {
    origin,
    env: {
      ...Object.fromEntries(
        Object.entries(BASE_URL_VARIABLES).map(([provider, variable]) => [variable, `${origin}/${provider}`]),
      ),
      TILE_URL_TEMPLATE: `${origin}/tiles/{z}/{x}/{y}.png`,
    },
    baseUrl: (provider) => `${origin}/${provider}`,
    calls: (provider) => [...(recorded.get(provider) ?? [])],
    resetCalls: () => recorded.clear(),
    behave: (provider, behaviour) => behaviours.set(provider, behaviour),
    serve: (provider, path, answer) => served.set(`${provider}${path}`, answer),
    behaveAll(behaviour) {
      for (const provider of Object.keys(FIXTURES) as FakeProvider[]) behaviours.set(provider, behaviour);
    },
    reset() {
      behaviours.clear();
      served.clear();
      recorded.clear();
      for (const response of hanging) response.destroy();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
