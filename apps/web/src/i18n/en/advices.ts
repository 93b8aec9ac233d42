/** What the places of a category are called in a row's arrows and messages. */
const categoryPlaces = (name: string) => `${name} places`;

/** The words of place advice. */
export const advices = {
  title: 'Advices',
  creditLead: 'Places and pictures:',
  /** The spec's categories by id: the row's heading and what its places are called. */
  categories: {
    10000: { name: 'Discovery', places: categoryPlaces('Discovery') },
    13003: { name: 'Bar', places: categoryPlaces('Bar') },
    16000: { name: 'Landmarks and Outdoors', places: categoryPlaces('Landmarks and Outdoors') },
    13065: { name: 'Restaurant', places: categoryPlaces('Restaurant') },
    18000: { name: 'Sports and Recreation', places: categoryPlaces('Sports and Recreation') },
  },
  /** The dashboard strip's places, of every kind. */
  places: 'places',
  /** What a screen reader calls the Discovery banner and the slideshow. */
  carousel: 'carousel',
  row: {
    none: (places: string, city: string) => `No ${places} found near ${city}.`,
    unavailable: (places: string) =>
      `${places.charAt(0).toUpperCase()}${places.slice(1)} are not available right now.`,
    previous: (places: string) => `Previous ${places}`,
    next: (places: string) => `Next ${places}`,
    loading: (places: string) => `Loading ${places}`,
  },
  discovery: {
    pause: 'Pause Discovery',
    play: 'Play Discovery',
    previous: 'Previous Discovery place',
    next: 'Next Discovery place',
    /** For screen readers: 'Place 3 of 10'. */
    position: 'Place',
    none: (city: string) => `No places to discover near ${city} yet.`,
    unavailable: 'Places to discover are not available right now.',
    loading: 'Loading places to discover',
    seeDetails: 'See details',
  },
  detail: {
    noPictures: 'No pictures of this place yet.',
    address: 'Adress:',
    noAddress: 'No street address is listed for this place; the map below shows where it is.',
    more: 'More about this place',
    opensInNewTab: ' (opens in a new tab)',
    /** The numbers written by the language: '350 m from the centre', '1.2 km from the centre'. */
    metres: (metres: string) => `${metres} m from the centre`,
    kilometres: (kilometres: string) => `${kilometres} km from the centre`,
  },
  map: {
    label: (name: string) => `Map of ${name}`,
    failed: 'The map could not be loaded. Check your connection, then open the place again.',
  },
  slideshow: {
    label: (name: string) => `Pictures of ${name}`,
    picture: (name: string, at: number, count: number) => `${name}, picture ${at} of ${count}`,
    previous: 'Previous picture',
    next: 'Next picture',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    choose: 'Choose a picture',
    thumb: (at: number, count: number) => `Picture ${at} of ${count}`,
  },
};
