import type { TripSummary } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { SAO_PAULO_TO_LISBON } from '../testing/trips';
import { newTrip, person, type Person } from './testing/shared-trip';

/*
 * PUT /trips/current switches among the caller's own trips; a trip they are not in is refused and
 * changes nothing, so the app is not sent to onboarding by a refusal.
 */
describe.each(engines)('switching the current trip on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const currentOf = async (as: Person) =>
    (await as.call('GET', '/trips'))
      .json<TripSummary[]>()
      .filter(({ current }) => current)
      .map(({ id }) => id);

  it('leaves the current trip as it was when refused a trip the caller is not in', async () => {
    const ana = await person(t);
    const stranger = await person(t);
    const anas = await newTrip(ana);
    const strangers = await newTrip(stranger, SAO_PAULO_TO_LISBON);

    const refused = await ana.call('PUT', '/trips/current', { tripId: strangers });

    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'trip_not_found', message: expect.any(String) });
    expect(await currentOf(ana)).toEqual([anas]);
    const trip = await ana.call('GET', '/trip');
    expect(trip.statusCode).toBe(200);
    expect(trip.json()).toMatchObject({ tripCity: 'Tokyo' });
  });

  it('leaves the current trip as it was when refused an id no trip has', async () => {
    const ana = await person(t);
    const anas = await newTrip(ana);

    const refused = await ana.call('PUT', '/trips/current', { tripId: crypto.randomUUID() });

    expect(refused.statusCode).toBe(404);
    expect(await currentOf(ana)).toEqual([anas]);
    expect((await ana.call('GET', '/trip')).statusCode).toBe(200);
  });
});
