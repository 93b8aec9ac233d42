import { addEndpointRoute } from '../../http/endpoint-route';
import { sendJsonText } from '../../http/json-text';
import { defineFeed } from '../feed';
import type { ExchangeProvider } from '../providers';
import { EXCHANGE_POLICY, exchangeWeekRequest } from './day-rates';
import { exchangeHistory, SAME_CURRENCY_RATES } from './exchange-history';

/**
 * GET /cities/exchange: the week's rates of the trip currency in the home one, cached per pair; its
 * cache key and policy are day-rates.ts's, where the finances' rates of the day read the same answer.
 */
export const exchangeFeed = defineFeed({
  name: 'exchange',
  policy: EXCHANGE_POLICY,
  provider: (config, { upstream }): ExchangeProvider =>
    exchangeHistory(upstream, {
      frankfurterUrl: config.FRANKFURTER_URL,
      currencyApiUrl: config.CURRENCY_API_URL,
      firstSourceMs: config.FEED_TIMEOUT_MS / 2,
    }),
  routes(signedIn, { provider, cache }) {
    addEndpointRoute(signedIn, 'getExchangeRates', async (request, reply) => {
      const { tripCurrency, currentCurrency } = request.query;
      if (tripCurrency === currentCurrency) return SAME_CURRENCY_RATES;
      const answer = await cache.get(
        exchangeWeekRequest(provider, tripCurrency, currentCurrency),
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  },
});
