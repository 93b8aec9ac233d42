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
