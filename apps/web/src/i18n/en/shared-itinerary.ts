/** The words of the page a shared link opens, for people without an account. */
export const sharedItinerary = {
  documentTitle: 'Shared itinerary',
  loading: 'Loading the itinerary',
  heading: (destination: string) => `A trip to ${destination}`,
  /** The trip's dates, each already written as a date. */
  dates: (from: string, to: string | null) => (to === null ? `From ${from}` : `${from} to ${to}`),
  lead: 'Shared read-only by the trip’s owner. Each time is the clock’s where it happens.',
  undated: 'A day not dated yet',
  nothingPlanned: 'Nothing planned for this day yet.',
  noDays: 'Nothing is planned yet.',
  kinds: { place: 'Place', stay: 'Stay', transport: 'Transport', note: 'Note' },
  modes: {
    flight: 'Flight',
    train: 'Train',
    bus: 'Bus',
    ferry: 'Ferry',
    car: 'Car',
    walk: 'Walk',
    bike: 'Bike',
    other: 'Transport',
  },
  fromTo: (from: string, to: string) => `${from} to ${to}`,
  /** '10:00 – 12:30'. */
  span: (start: string, end: string) => `${start} – ${end}`,
  until: (end: string) => `until ${end}`,
  inZone: (time: string, zone: string) => `${time} ${zone} time`,
  onDay: (time: string, day: string) => `${time}, ${day}`,
  notFound: {
    title: 'This link shares no itinerary',
    text: 'It never did, or the trip’s owner stopped sharing it. Ask them for a new link.',
  },
  loadFailed: 'The itinerary could not be loaded.',
  tooMany: 'This itinerary was opened too often from your network. Try again in a minute.',
};
