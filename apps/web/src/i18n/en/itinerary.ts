import { plural } from '../plural';

/** The words of the itinerary: the trip day by day, its ideas, its map and its print view. */
export const itinerary = {
  page: {
    addDay: 'Add a day',
    print: 'Print',
    loadFailed: 'The itinerary could not be loaded.',
    loadFailedText: 'Check your connection, then try again.',
    noTrip: 'Plan a trip first: the itinerary is the trip’s, day by day.',
    viewer: 'You can read this itinerary. Only the trip’s owner and editors change it.',
    /** The phone's row of days, one shown at a time. */
    dayStrip: 'Days',
  },

  day: {
    number: (index: number) => `Day ${index}`,
    items: (count: number) => plural('en', count, { one: '# item', other: '# items' }),
    empty: 'Nothing planned on this day yet.',
    emptyHint: 'Add a place, or drag an idea here.',
    add: 'Add',
    addTo: (day: string) => `Add to ${day}`,
    edit: (day: string) => `Edit ${day}`,
    sort: 'Sort this day by time',
    sortFailed: 'The day was not sorted.',
    delete: (day: string) => `Delete ${day}`,
    deleteTitle: (day: string) => `Delete ${day}?`,
    deleteText: (count: number) =>
      count === 0
        ? 'The day goes; nothing was planned on it.'
        : plural('en', count, {
            one: 'The day goes. Its item is not deleted: it moves to “Not yet planned”.',
            other: 'The day goes. Its # items are not deleted: they move to “Not yet planned”.',
          }),
    deleteConfirm: 'Delete day',
    deleteFailed: 'The day was not deleted.',
  },

  ideas: {
    title: 'Not yet planned',
    empty: 'No ideas yet.',
    emptyHint: 'Ideas wait here until you drag them to a day.',
    add: 'Add an idea',
  },

  dayForm: {
    addTitle: 'Add a day',
    editTitle: 'Edit the day',
    date: 'Date',
    dateHint: 'Leave it empty for a day without a date.',
    title: 'Title',
    notes: 'Notes',
    add: 'Add day',
    failed: 'The day was not saved.',
  },

  kinds: {
    place: 'Place',
    stay: 'Stay',
    transport: 'Transport',
    note: 'Note',
  },

  modes: {
    flight: 'Flight',
    train: 'Train',
    bus: 'Bus',
    ferry: 'Ferry',
    car: 'Car',
    walk: 'Walk',
    bike: 'Bike',
    other: 'Other',
  },

  item: {
    /** 'Flight from Lisbon to Tokyo'. */
    route: (from: string, to: string) => `${from} → ${to}`,
    someWhere: 'somewhere',
    /** 'TAP TP 1234'. */
    carrier: (carrier: string, number: string) => [carrier, number].filter(Boolean).join(' '),
    times: (start: string, end: string) => `${start} – ${end}`,
    checkIn: (time: string) => `Check-in ${time}`,
    checkOut: (time: string) => `Check-out ${time}`,
    nights: (count: number) => plural('en', count, { one: '# night', other: '# nights' }),
    edit: (title: string) => `Edit ${title}`,
    delete: (title: string) => `Delete ${title}`,
    move: (title: string) => `Move ${title}`,
    deleteTitle: (title: string) => `Delete “${title}”?`,
    deleteText: 'It leaves the itinerary for every member of the trip.',
    deleteConfirm: 'Delete',
    deleteFailed: 'The item was not deleted.',
    /** Where the stop is on its day's map: its number there. */
    stop: (number: number) => `Stop ${number}`,
  },

  itemForm: {
    addTitle: (kind: string) => `Add: ${kind}`,
    editTitle: (kind: string) => `Edit: ${kind}`,
    kind: 'What to add',
    title: 'Title',
    notes: 'Notes',
    day: 'Day',
    ideas: 'Not yet planned',
    start: 'Starts',
    end: 'Ends',
    departure: 'Departs',
    arrival: 'Arrives',
    zone: 'Time zone',
    zoneHint: 'Leave it empty: the place’s own zone is taken.',
    checkInDay: 'Check-in day',
    checkInTime: 'Check-in time',
    checkOutDay: 'Check-out day',
    checkOutTime: 'Check-out time',
    checkOutBeforeCheckIn: 'The check-out day must come after the check-in day.',
    noDatedDays: 'A stay needs days with dates: give the trip a return day, or date a day.',
    mode: 'How',
    from: 'From',
    to: 'To',
    carrier: 'Carrier',
    number: 'Number',
    place: 'Place',
    mapPoint: 'Point picked on the map',
    titleMissing: 'Give it a title.',
    placeMissing: 'Pick a place from the list, or click the map.',
    add: 'Add',
    failed: 'It was not saved.',
    failedText: 'Please try again.',
  },

  placeSearch: {
    placeholder: 'Search a place by name or address',
    typeMore: 'Type at least two letters.',
    searching: 'Searching…',
    noneFound: 'No place of that name nearby.',
    found: (count: number) => plural('en', count, { one: '# place found.', other: '# places found.' }),
    failed: 'The search failed. Try again in a moment.',
    credit: 'Search by Photon, © OpenStreetMap contributors',
  },

  drag: {
    instructions:
      'To move an item, press Space or Enter on its move handle. Then use the arrow keys up and down: ' +
      'within its day, and on to the day before or after, or the ideas. Press Space or Enter to drop it, ' +
      'Escape to cancel.',
    someItem: 'The item',
    somewhere: 'a day',
    place: (list: string, position: number, of: number) => `${list}, position ${position} of ${of}`,
    pickedUp: (title: string, place: string) => `Picked up ${title}, in ${place}.`,
    over: (title: string, place: string) => `${title} is over ${place}.`,
    overNothing: (title: string) => `${title} is over no day.`,
    dropped: (title: string, place: string) => `${title} was dropped in ${place}.`,
    droppedOutside: (title: string) => `${title} was dropped outside the days and did not move.`,
    cancelled: (title: string) => `Moving ${title} was cancelled. It did not move.`,
    moveFailed: 'The move was not saved.',
  },

  conflicts: {
    item: (title: string) => `The item “${title}”`,
    day: (title: string) => `The day “${title}”`,
    title: 'Title',
    notes: 'Notes',
    date: 'Date',
    deleteAnyway: 'Delete anyway',
  },

  failures: {
    refusal: (reason: string) => `${reason} It is shown as it was.`,
    somethingWrong: 'Something went wrong.',
  },

  map: {
    label: 'Map of the itinerary',
    failed: 'The map could not be shown.',
    routesBy: 'Routes by',
    clickToAdd: 'Click the map to add a place there.',
    /** A numbered marker's name: 'Day 2, stop 3: Museu do Azulejo'. */
    marker: (day: string, number: number, title: string) => `${day}, stop ${number}: ${title}`,
  },

  print: {
    documentTitle: (destination: string) => `Itinerary — ${destination}`,
    title: (destination: string) => `Your trip to ${destination}`,
    print: 'Print',
    back: 'Back to the itinerary',
    loading: 'Loading the itinerary',
  },
};
