import { randomInt } from 'node:crypto';
import { webLinkSchema, type RadioStation } from '@wayfarer/core';
import { z } from 'zod';
import type { RadioProvider } from '../providers';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import { radioServerOrigin } from './server-origin';

const PROVIDER = 'radio-browser';

/** radio-browser's list of its API servers (`/json/servers`); each name is checked on its own. */
const serversSchema = z.array(z.object({ name: z.string() }));

/** The parts of a station we read; anything else about a station may vary. */
const stationsSchema = z.array(
  z.object({
    stationuuid: z.string(),
    name: z.string(),
    url_resolved: z.string(),
    favicon: z.string().nullish(),
  }),
);

/** How many stations a country's list keeps: the most voted. */
const STATION_LIMIT = 50;

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** A station as the contract has it, or nothing for one without a playable http(s) stream or a name. */
function toStation(station: z.infer<typeof stationsSchema>[number]): RadioStation | null {
  const name = station.name.trim();
  if (!name || !webLinkSchema.safeParse(station.url_resolved).success) return null;
  const favicon = station.favicon && webLinkSchema.safeParse(station.favicon).success ? station.favicon : '';
  return { id: station.stationuuid, name, url: station.url_resolved, favicon };
}

/**
 * radio-browser.info (keyless, community run): its servers are taken in random order from its list
 * (those named by a plain host name, asked over https), the next one asked when one fails, the
 * configured host last; a User-Agent names us, as it asks.
 */
export function radioBrowser(upstream: UpstreamClient, baseUrl: string): RadioProvider {
  async function servers(signal: AbortSignal): Promise<string[]> {
    try {
      const list = await upstream.json(
        { provider: PROVIDER, url: endpoint(baseUrl, '/json/servers'), signal },
        serversSchema,
      );
      return shuffled(list.flatMap(({ name }) => radioServerOrigin(name) ?? []));
    } catch (error) {
      if (signal.aborted) throw error;
      return [];
    }
  }

  return {
    name: PROVIDER,
    sources: [{ name: 'radio-browser.info', url: 'https://www.radio-browser.info/' }],

    async stations(countryCode, signal) {
      const query = { hidebroken: 'true', order: 'votes', reverse: 'true', limit: String(STATION_LIMIT) };
      const path = `/json/stations/bycountrycodeexact/${countryCode}`;
      let lastError: unknown = new UpstreamError(PROVIDER, 'network', 'no server to ask');
      for (const server of [...(await servers(signal)), baseUrl]) {
        try {
          const text = await upstream.text({
            provider: PROVIDER,
            url: endpoint(server, path, query),
            signal,
          });
          const seen = new Set<string>();
          return parseJson(PROVIDER, text, stationsSchema).flatMap((raw) => {
            const station = toStation(raw);
            if (!station || seen.has(station.url)) return [];
            seen.add(station.url);
            return [station];
          });
        } catch (error) {
          lastError = error;
          if (signal.aborted) break;
        }
      }
      throw lastError;
    },
  };
}
