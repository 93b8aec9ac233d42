import { z } from 'zod';
import { FeedNotFound } from '../feed-cache';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import {
  fossgisSource,
  lineOf,
  OSM_SOURCE,
  type Position,
  type RoutingEngine,
  type RoutingProfile,
} from './routing-engine';

const PROVIDER = 'valhalla';

/** Valhalla's costing models for our profiles. */
const COSTING: Record<RoutingProfile, string> = { foot: 'pedestrian', bike: 'bicycle', car: 'auto' };

const answerSchema = z.object({
  trip: z
    .object({
      legs: z.array(
        z.object({
          shape: z.string(),
          summary: z.object({ length: z.number().nonnegative(), time: z.number().nonnegative() }),
        }),
      ),
    })
    .optional(),
  error_code: z.number().optional(),
  error: z.string().optional(),
});

/** Valhalla's codes for "no way between these points": no road near a location, no path between them. */
const NO_WAY = new Set([171, 442]);

/** A polyline of Google's encoding at six decimals, as Valhalla writes a shape, to GeoJSON positions. */
export function decodePolyline6(encoded: string): Position[] {
  const positions: Position[] = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20 && index < encoded.length);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lon += next();
    positions.push([lon / 1e6, lat / 1e6]);
  }
  return positions;
}

/**
 * Legs from a Valhalla server's route service, one server for every profile (FOSSGIS runs one at
 * https://valhalla1.openstreetmap.de). Each leg comes with its own shape; no directions are asked for.
 */
export function valhallaEngine(upstream: UpstreamClient, baseUrl: string): RoutingEngine {
  return {
    name: PROVIDER,
    sources: [
      OSM_SOURCE,
      { name: 'Valhalla', url: 'https://github.com/valhalla/valhalla' },
      ...fossgisSource(baseUrl),
    ],

    async route(profile, points, signal) {
      const request = {
        locations: points.map(({ lat, lon }) => ({ lat, lon })),
        costing: COSTING[profile],
        units: 'kilometers',
        directions_type: 'none',
      };
      const url = endpoint(baseUrl, '/route', { json: JSON.stringify(request) });
      const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
      if (answer.status !== 200 && answer.status !== 400) {
        throw new UpstreamError(PROVIDER, 'status', `answered ${answer.status}`, answer.status);
      }
      const parsed = parseJson(PROVIDER, answer.text, answerSchema);
      if (parsed.error_code !== undefined && NO_WAY.has(parsed.error_code)) {
        throw new FeedNotFound(`No way by ${profile}: ${parsed.error ?? parsed.error_code}.`);
      }
      const legs = parsed.trip?.legs;
      if (answer.status !== 200 || !legs) {
        throw new UpstreamError(PROVIDER, 'invalid', `answered ${answer.status} ${parsed.error_code ?? ''}`);
      }
      if (legs.length !== points.length - 1) {
        throw new UpstreamError(
          PROVIDER,
          'invalid',
          `answered ${legs.length} legs for ${points.length} points`,
        );
      }
      return legs.map(({ shape, summary }) => ({
        distanceMeters: summary.length * 1000,
        durationSeconds: summary.time,
        coordinates: lineOf(decodePolyline6(shape)),
      }));
    },
  };
}
