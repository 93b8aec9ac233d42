import { metresBetween } from '../../places/place-ranking';
import type { Fixture } from '../../testing/fixture';

type Properties = Record<string, string | number>;

const feature = (lon: number, lat: number, properties: Properties) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties,
});

/** Realistic features of Photon's answers around Lisbon and Porto; the ids are made up. */
const FEATURES = [
  feature(-9.1602, 38.7051, {
    osm_type: 'W',
    osm_id: 48_201_337,
    osm_key: 'tourism',
    osm_value: 'museum',
    type: 'house',
    name: 'Museu Nacional de Arte Antiga',
    street: 'Rua das Janelas Verdes',
    housenumber: '9',
    postcode: '1249-017',
    city: 'Lisboa',
    state: 'Lisboa',
    country: 'Portugal',
    countrycode: 'PT',
  }),
  feature(-9.1137, 38.7246, {
    osm_type: 'N',
    osm_id: 2_145_887_301,
    osm_key: 'tourism',
    osm_value: 'museum',
    type: 'house',
    name: 'Museu Nacional do Azulejo',
    street: 'Rua da Madre de Deus',
    housenumber: '4',
    city: 'Lisboa',
    country: 'Portugal',
    countrycode: 'PT',
  }),
  feature(-8.6142, 41.1469, {
    osm_type: 'R',
    osm_id: 3_301_442,
    osm_key: 'tourism',
    osm_value: 'museum',
    type: 'house',
    name: 'Museu Nacional Soares dos Reis',
    city: 'Porto',
    state: 'Porto',
    country: 'Portugal',
    countrycode: 'PT',
  }),
  // A house found by its address, without a name of its own.
  feature(-9.1385, 38.7105, {
    osm_type: 'N',
    osm_id: 6_789_120_003,
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    street: 'Rua Augusta',
    housenumber: '24',
    postcode: '1100-053',
    city: 'Lisboa',
    country: 'Portugal',
    countrycode: 'PT',
  }),
  // A feature of a kind the adapter cannot place: no OSM type it knows.
  feature(-9.14, 38.71, { osm_type: 'X', osm_id: 1, name: 'Museu fantasma' }),
];

/** What a feature is found by: its name, else its street and number. */
const words = ({ properties }: (typeof FEATURES)[number]) =>
  `${properties['name'] ?? `${properties['street']} ${properties['housenumber']}`}`.toLowerCase();

/**
 * Photon's search in its real format (GeoJSON features, osm_type N/W/R): the features whose words hold
 * the query's, nearest to `lat`/`lon` first, at most `limit`.
 */
export const photonFixture: Fixture = (request) => {
  const q = (request.query.get('q') ?? '').toLowerCase();
  if (request.path !== '/api/' || !q) {
    return { status: 400, body: JSON.stringify({ message: 'missing search term' }) };
  }
  const near = { lat: Number(request.query.get('lat')), lon: Number(request.query.get('lon')) };
  const distance = ({ geometry }: (typeof FEATURES)[number]) => {
    const [lon = 0, lat = 0] = geometry.coordinates;
    return metresBetween(near, { lon, lat });
  };
  const found = FEATURES.filter((candidate) => words(candidate).includes(q))
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, Number(request.query.get('limit') ?? 15));
  return { body: JSON.stringify({ type: 'FeatureCollection', features: found }) };
};
