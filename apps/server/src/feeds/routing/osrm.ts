import { z } from 'zod';
import { FeedNotFound } from '../feed-cache';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import { fossgisSource, lineOf, OSM_SOURCE, type RoutingEngine } from './routing-engine';

const PROVIDER = 'osrm';

const positionSchema = z.tuple([z.number(), z.number()]);

/** The parts of an OSRM route answer we read: each leg's length, time and, step by step, its way. */
const answerSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        legs: z.array(
          z.object({
            distance: z.number().nonnegative(),
            duration: z.number().nonnegative(),
            steps: z.array(z.object({ geometry: z.object({ coordinates: z.array(positionSchema) }) })),
          }),
        ),
      }),
    )
    .optional(),
});

/** OSRM's codes for "no way between these points", an answer rather than a failure. */
const NO_WAY = new Set(['NoRoute', 'NoSegment']);

/**
 * Legs from an OSRM server's route service (v1). `baseUrl` may hold `{profile}`, replaced by the profile,
 * for a server per profile as FOSSGIS runs them; the profile is in the service's path too, which a
 * single-profile OSRM ignores. Steps are asked for because they carry each leg's own way, which the
 * overview geometry of the whole route does not split.
 */
export function osrmEngine(upstream: UpstreamClient, baseUrl: string): RoutingEngine {
  return {
    name: PROVIDER,
    sources: [OSM_SOURCE, { name: 'OSRM', url: 'https://project-osrm.org/' }, ...fossgisSource(baseUrl)],

    async route(profile, points, signal) {
      const coordinates = points.map(({ lat, lon }) => `${lon},${lat}`).join(';');
      const url = endpoint(baseUrl.replace('{profile}', profile), `/route/v1/${profile}/${coordinates}`, {
        overview: 'false',
        steps: 'true',
        geometries: 'geojson',
        alternatives: 'false',
      });
      const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
      if (answer.status !== 200 && answer.status !== 400) {
        throw new UpstreamError(PROVIDER, 'status', `answered ${answer.status}`, answer.status);
      }
      const parsed = parseJson(PROVIDER, answer.text, answerSchema);
      if (NO_WAY.has(parsed.code)) throw new FeedNotFound(`No way by ${profile}: ${parsed.code}.`);
      const legs = parsed.routes?.[0]?.legs;
      if (parsed.code !== 'Ok' || !legs) {
        throw new UpstreamError(PROVIDER, 'invalid', `answered ${answer.status} ${parsed.code}`);
      }
      if (legs.length !== points.length - 1) {
        throw new UpstreamError(
          PROVIDER,
          'invalid',
          `answered ${legs.length} legs for ${points.length} points`,
        );
      }
      return legs.map((leg) => ({
        distanceMeters: leg.distance,
        durationSeconds: leg.duration,
        coordinates: lineOf(leg.steps.flatMap(({ geometry }) => geometry.coordinates)),
      }));
    },
  };
}
