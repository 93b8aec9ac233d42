import type { FakeProvider, FakeUpstream } from '../../apps/server/src/feeds/testing/fake-upstream';

/*
 * The cold-key flood of the hardening issue: one signed-in user asking for feed answers nobody has asked
 * for yet, as fast as the server answers, to see how many requests reach the providers. Two streams run
 * side by side: place advice with the point moved by 0.0001° each time (about 11 m), and the exchange
 * rate of one more past day each time, through the finances' rate preview.
 */

const DAY_MS = 86_400_000;
/** Tokyo, the trip city of `userWithTrip`'s default trip. */
const START = { lat: 35.6895, lon: 139.69171 };
const STEP_DEGREES = 0.0001;
/** The first past day asked: older than the week the exchange feed holds, so each day is a new key. */
const FIRST_DAYS_BACK = 10;
/** The providers whose requests the flood counts. */
const PROVIDERS: FakeProvider[] = ['overpass', 'frankfurter', 'currency-api'];

export interface ColdKeyFloodOptions {
  /** The running server, e.g. http://localhost:3000. */
  baseUrl: string;
  /** A session token of a user whose trip is in another currency (Lisbon to Tokyo: JPY). */
  token: string;
  /** The fake upstream the server's providers point at: it counts the requests that reached them. */
  fake: FakeUpstream;
  /** The trip currency, asked for in the rate preview. */
  currency?: string;
  seconds?: number;
  /** Requests in flight at once, per stream. */
  concurrency?: number;
}

export interface ColdKeyFloodResult {
  requests: number;
  byStatus: Record<number, number>;
  /** Requests the fake upstream received during the flood, per provider. */
  upstreamCalls: Record<string, number>;
  seconds: number;
}

export async function coldKeyFlood({
  baseUrl,
  token,
  fake,
  currency = 'JPY',
  seconds = 25,
  concurrency = 4,
}: ColdKeyFloodOptions): Promise<ColdKeyFloodResult> {
  const callsBefore = Object.fromEntries(
    PROVIDERS.map((provider) => [provider, fake.calls(provider).length]),
  );
  const byStatus: Record<number, number> = {};
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const until = started + seconds * 1000;
  let step = 0;
  let daysBack = FIRST_DAYS_BACK;

  async function ask(path: string) {
    const status = await fetch(`${baseUrl}/api${path}`, { headers }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status;
      },
      () => 0,
    );
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }

  const nextPlace = () => {
    step += 1;
    const lat = (START.lat + step * STEP_DEGREES).toFixed(4);
    const lon = (START.lon + step * STEP_DEGREES).toFixed(4);
    return `/cities/advices?lat=${lat}&lon=${lon}`;
  };
  const nextRate = () => {
    daysBack += 1;
    return `/finances/rate?currency=${currency}&date=${Date.now() - daysBack * DAY_MS}`;
  };

  async function stream(next: () => string) {
    while (performance.now() < until) await ask(next());
  }
  await Promise.all([
    ...Array.from({ length: concurrency }, () => stream(nextPlace)),
    ...Array.from({ length: concurrency }, () => stream(nextRate)),
  ]);

  return {
    requests: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    byStatus,
    upstreamCalls: Object.fromEntries(
      PROVIDERS.map((provider) => [provider, fake.calls(provider).length - (callsBefore[provider] ?? 0)]),
    ),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The flood's figures as the attack run prints them. */
export function describeColdKeyFlood({ requests, byStatus, upstreamCalls, seconds }: ColdKeyFloodResult) {
  const statuses = Object.entries(byStatus)
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count.toLocaleString('en')}`)
    .join(', ');
  const calls = Object.entries(upstreamCalls)
    .map(([provider, count]) => `${provider} ${count.toLocaleString('en')}`)
    .join(', ');
  return [
    `Cold-key flood: ${requests.toLocaleString('en')} requests in ${seconds.toFixed(1)} s from one user ` +
      `(place advice stepped by ${STEP_DEGREES}°, past-day rates stepped by one day)`,
    `  answers: ${statuses}`,
    `  upstream calls: ${calls}`,
  ].join('\n');
}
