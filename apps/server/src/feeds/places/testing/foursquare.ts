import type { Fixture } from '../../testing/fixture';

/** The key the tests configure; any other gets Foursquare's 401. */
export const FAKE_FOURSQUARE_KEY = 'fsq3test-key';

interface FsqCategory {
  id: number;
  name: string;
  plural: string;
  icon: string;
}

const category = (id: number, name: string, plural: string, icon: string): FsqCategory => ({
  id,
  name,
  plural,
  icon,
});

const MUSEUM = category(10027, 'Museum', 'Museums', 'arts_entertainment/museum_');
const GALLERY = category(10004, 'Art Gallery', 'Art Galleries', 'arts_entertainment/artgallery_');
const BAR = category(13003, 'Bar', 'Bars', 'nightlife/default_');
const COCKTAIL_BAR = category(13009, 'Cocktail Bar', 'Cocktail Bars', 'nightlife/cocktails_');
const PARK = category(16032, 'Park', 'Parks', 'parks_outdoors/park_');
const LOOKOUT = category(16041, 'Scenic Lookout', 'Scenic Lookouts', 'parks_outdoors/sceniclookout_');
const RESTAURANT = category(13065, 'Restaurant', 'Restaurants', 'food/default_');
const PORTUGUESE = category(13302, 'Portuguese Restaurant', 'Portuguese Restaurants', 'food/portuguese_');
const GYM = category(18021, 'Gym and Studio', 'Gyms and Studios', 'building/gym_');

interface Venue {
  id: string;
  name: string;
  categories: FsqCategory[];
  /** Metres east and north of the point asked about; none for a venue without geocodes. */
  offset: [number, number] | null;
  address: string;
  photos: number;
}

/** Venues by the spec category they are found under (Foursquare's parent categories). */
const VENUES: Record<string, Venue[]> = {
  '10000': [
    {
      id: '4b0588a1f964a52035d422e3',
      name: 'MAAT',
      categories: [MUSEUM],
      offset: [-3900, -1200],
      address: 'Av. Brasília, 1300-598 Lisboa',
      photos: 2,
    },
    {
      id: '4c1b9d2e8b3aa593bd8e1c40',
      name: 'Galeria Filomena Soares',
      categories: [GALLERY],
      offset: [1200, 400],
      address: 'R. da Manutenção 80, 1900-321 Lisboa',
      photos: 0,
    },
  ],
  '13003': [
    {
      id: '4d5f0e1f1e6ef04d7e1a8c22',
      name: 'Red Frog Speakeasy',
      categories: [COCKTAIL_BAR, BAR],
      offset: [300, 900],
      address: 'R. do Salitre 5A, 1250-198 Lisboa',
      photos: 3,
    },
    {
      id: '51e2a7b3498e3b7f0c2a4d10',
      name: 'Bar sem Lugar',
      categories: [BAR],
      offset: null,
      address: '',
      photos: 0,
    },
    {
      id: '4e8a1c2d0aaf1e7b3c5d9f01',
      name: 'Park',
      categories: [BAR],
      offset: [-150, 80],
      address: 'Calçada do Combro 58, 1200-123 Lisboa',
      photos: 1,
    },
  ],
  '16000': [
    {
      id: '4b2f6c1df964a520b6f124e3',
      name: 'Miradouro da Senhora do Monte',
      categories: [LOOKOUT],
      offset: [600, 1300],
      address: 'Largo Monte, 1170-253 Lisboa',
      photos: 2,
    },
    {
      id: '4b058813f964a520d1c822e3',
      name: 'Jardim da Estrela',
      categories: [PARK],
      offset: [-1200, 600],
      address: 'Praça da Estrela, 1200-667 Lisboa',
      photos: 1,
    },
  ],
  '13065': [
    {
      id: '4b5a3f1ef964a520d0b928e3',
      name: 'Cervejaria Ramiro',
      categories: [PORTUGUESE, RESTAURANT],
      offset: [1400, 1700],
      address: 'Av. Almirante Reis 1, 1150-007 Lisboa',
      photos: 2,
    },
    {
      id: '5a1c0f3e9deb7d3b2c8e4f11',
      name: 'Taberna da Rua das Flores',
      categories: [PORTUGUESE],
      offset: [40, -60],
      address: 'R. das Flores 103, 1200-194 Lisboa',
      photos: 0,
    },
  ],
  '18000': [
    {
      id: '4c3e2a1b7f5e9d8c6b4a2f10',
      name: 'Holmes Place Lisboa',
      categories: [GYM],
      offset: [2500, 3100],
      address: 'Av. da República 50, 1050-196 Lisboa',
      photos: 1,
    },
  ],
};

const METRES_PER_DEGREE = 111_320;

/** A venue as v3 Place Search answers it with `fields=fsq_id,name,categories,location,geocodes,photos,distance`. */
function result(venue: Venue, lat: number, lon: number) {
  const [east, north] = venue.offset ?? [0, 0];
  const latitude = Number((lat + north / METRES_PER_DEGREE).toFixed(6));
  const longitude = Number((lon + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))).toFixed(6));
  return {
    fsq_id: venue.id,
    categories: venue.categories.map(({ id, name, plural, icon }) => ({
      id,
      name,
      short_name: name,
      plural_name: plural,
      icon: { prefix: `https://ss3.4sqi.net/img/categories_v2/${icon}`, suffix: '.png' },
    })),
    distance: Math.round(Math.hypot(east, north)),
    ...(venue.offset && {
      geocodes: {
        main: { latitude, longitude },
        roof: { latitude, longitude },
      },
    }),
    location: {
      ...(venue.address && { formatted_address: venue.address }),
      country: 'PT',
      locality: 'Lisboa',
    },
    name: venue.name,
    photos: Array.from({ length: venue.photos }, (_, index) => ({
      id: `${venue.id.slice(0, 12)}${index}`,
      created_at: '2024-05-18T19:02:11.000Z',
      prefix: 'https://fastly.4sqi.net/img/general/',
      suffix: `/41825603_${venue.id.slice(-8)}${index}.jpg`,
      width: 1440,
      height: 1920,
    })),
  };
}

/**
 * Foursquare v3 `GET /places/search?ll=&radius=&categories=&limit=&fields=` (header `Authorization: {key}`):
 * the venues above around `ll`, of the categories asked or of all, with photos (some none) and one bar
 * without geocodes. A wrong key is its 401.
 */
export const foursquareFixture: Fixture = ({ path, query, headers }) => {
  if (path !== '/places/search') return { status: 404, body: '{"message":"Not Found"}' };
  if (headers.authorization !== FAKE_FOURSQUARE_KEY)
    return { status: 401, body: '{"message":"Invalid request token."}' };
  const [lat, lon] = (query.get('ll') ?? '').split(',').map(Number);
  if (lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon)) {
    return { status: 400, body: '{"message":"Invalid ll parameter"}' };
  }
  const asked = query.get('categories')?.split(',') ?? Object.keys(VENUES);
  const limit = Number(query.get('limit') ?? 10);
  const results = asked
    .flatMap((id) => VENUES[id] ?? [])
    .slice(0, limit)
    .map((venue) => result(venue, lat, lon));
  return {
    body: JSON.stringify({
      results,
      context: {
        geo_bounds: {
          circle: { center: { latitude: lat, longitude: lon }, radius: Number(query.get('radius') ?? 22000) },
        },
      },
    }),
  };
};
