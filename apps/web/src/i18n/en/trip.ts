import { plural } from '../plural';

/** The words of the trip: onboarding, switcher, settings, countdown. */
export const trip = {
  saved: { title: 'Trip saved!', text: 'Your dashboard now follows the new details.' },
  viewer: {
    title: 'You are a viewer of this trip.',
    text: 'Only its owner and editors can change where it goes and when.',
  },
  /** GET /trip answered a status the contract does not give. */
  loadFailed: 'The trip could not be loaded.',
  failures: {
    noConnection: 'No connection',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    notSaved: 'Trip not saved',
    tryAgain: 'Please to try again.',
    ourSide: 'Something went wrong on our side. Please try again.',
  },
  switcher: {
    /** Before the destination, for screen readers: 'Trip to Tokyo, Japan'. */
    tripTo: 'Trip to ',
    menu: 'Your trips',
    newTrip: 'New trip',
    companions: 'Companions',
    loading: 'Loading your trips…',
    loadFailed: 'Your trips could not be loaded.',
    switchFailed: 'The trip was not switched.',
    switching: 'Switching…',
    /** 'Just you', '3 people'. */
    people: (count: number) => (count === 1 ? 'Just you' : `${count} people`),
  },
  setup: {
    title: 'Plan your trip',
    intro: 'Tell us where you live and where you are going: your dashboard is built around your trip.',
    homePlaceholder: 'Your home city',
    destinationPlaceholder: 'Your destination',
    exit: 'Exit',
  },
  newTrip: {
    heading: 'Plan a new trip',
    intro: 'Where you live, where you are going and when. Your other trips stay a click away, in the header.',
    cancel: 'Back to your trip',
  },
  fields: {
    home: 'Where do live now?',
    destination: 'Where do intend to go trip?',
    when: 'When do you intend to go?',
    whenMissing: 'Choose the date of your trip.',
    homeMissing: 'Choose the city where you live now from the list.',
    destinationMissing: 'Choose the city of your trip from the list.',
  },
  cityPicker: {
    searchingCities: 'Searching cities…',
    loadFailed: 'The cities could not be loaded.',
    noneFound: 'No city found',
    found: (count: number) =>
      plural('en', count, {
        one: '# city found; use the up and down arrows to choose.',
        other: '# cities found; use the up and down arrows to choose.',
      }),
    pickFromList: 'Choose a city from the list.',
    typeMore: 'Type at least 4 letters to search for a city.',
    loadFailedRetype: 'The cities could not be loaded. Check your connection and type again.',
    searching: 'Searching…',
  },
  /** GeoNames' credit: the names 'GeoNames' and 'CC BY 4.0' are linked inside it. */
  geonamesCredit: 'City data © GeoNames, licensed under CC BY 4.0.',
  countdown: {
    arriving: (city: string) => `You'll arrive in ${city} at`,
    arrived: (city: string) => `You arrived in ${city} at`,
    /** The word after the number of days: the spec's 'day' for 0 and 1. */
    unit: (days: number): string => (days > 1 ? 'days' : 'day'),
  },
  deal: {
    title: 'Deal',
    from: 'From',
    to: 'To',
    passenger: 'Passenger',
    date: 'Date',
    price: 'Price',
    hidden: 'hidden',
    discover: 'Discover',
  },
  conflict: {
    home: 'Home city',
    destination: 'Destination',
    date: 'Date',
    subject: (destination: string) => `the trip to ${destination}`,
  },
};
