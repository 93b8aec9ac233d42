import type { EndpointTable } from '../http/endpoint';

/** The destination feeds, each in the spec's shape whatever its upstream, and the app's public config. */
export const feedEndpoints = {
  getWeather: { method: 'GET', path: '/cities/weather', signedIn: true },
  getExchangeRates: { method: 'GET', path: '/cities/exchange', signedIn: true },
  getRadios: { method: 'GET', path: '/cities/radios', signedIn: true },
  getNews: { method: 'GET', path: '/cities/noticies', signedIn: true },
  getAdvices: { method: 'GET', path: '/cities/advices', signedIn: true },
  // Public: an <img> cannot send the bearer token.
  getPlaceIcon: { method: 'GET', path: '/place-icons/:file', signedIn: false },
  // Public: nothing in it is a secret, and /login needs it.
  getPublicConfig: { method: 'GET', path: '/config', signedIn: false },
} as const satisfies EndpointTable;
