import { radioStationListSchema } from '@wayfarer/core';
import { addEndpointRoute } from '../../http/endpoint-route';
import { sendJsonText } from '../../http/json-text';
import { DAY, defineFeed, KEY_VERSION } from '../feed';
import type { RadioProvider } from '../providers';
import { radioBrowser } from './radio-browser';

const RADIO_POLICY = { ttlMs: DAY, maxStaleMs: 30 * DAY };

/** GET /cities/radios: a country's radio stations, cached per country. */
export const radioFeed = defineFeed({
  name: 'radio',
  policy: RADIO_POLICY,
  provider: (config, { upstream }): RadioProvider => radioBrowser(upstream, config.RADIO_BROWSER_URL),
  routes(signedIn, { provider: radio, cache }) {
    addEndpointRoute(signedIn, 'getRadios', async (request, reply) => {
      const { country } = request.query;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:radio:${radio.name}:${country}`,
          policy: RADIO_POLICY,
          schema: radioStationListSchema,
          load: (signal) => radio.stations(country, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  },
});
