/** The places of the trip tests give their users: Lisbon to Tokyo (add a `when` to post it). */
export const LISBON_TO_TOKYO = {
  currentCity: 'Lisbon',
  currentState: 'Lisbon',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  tripCity: 'Tokyo',
  tripState: 'Tokyo',
  tripCountry: 'Japan',
  tripCountrySlug: 'JP',
  tripLat: 35.6895,
  tripLon: 139.69171,
};

/** A Brazilian going to Portugal: home currency BRL, trip currency EUR (add a `when` to post it). */
export const SAO_PAULO_TO_LISBON = {
  currentCity: 'São Paulo',
  currentState: 'São Paulo',
  currentCountry: 'Brazil',
  currentCountrySlug: 'BR',
  tripCity: 'Lisbon',
  tripState: 'Lisbon',
  tripCountry: 'Portugal',
  tripCountrySlug: 'PT',
  tripLat: 38.71667,
  tripLon: -9.13333,
};
