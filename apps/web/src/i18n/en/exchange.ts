import { plural } from '../plural';

/** The words of the exchange page and its cards. */
export const exchange = {
  /** The dashboard card's title. */
  title: 'Exchange',
  ratesLead: 'Rates:',
  /** The chart's day labels, oldest first ('-6d' … 'Today'). */
  dayLabel: (ago: number) => (ago === 0 ? 'Today' : `-${ago}d`),
  /** The same days in words, for the table that reads the chart out. */
  dayWords: (ago: number) =>
    ago === 0
      ? 'Today'
      : ago === 1
        ? 'Yesterday'
        : plural('en', ago, { one: '# day ago', other: '# days ago' }),
  today: 'Today',
  noRate: 'No rate to show',
  sameAsYesterday: 'Same as yesterday',
  up: (change: string) => `Up ${change} since yesterday`,
  down: (change: string) => `Down ${change} since yesterday`,
  /** '1 JPY in EUR' */
  pair: (trip: string, home: string) => `1 ${trip} in ${home}`,
  pairToday: (trip: string, home: string) => `1 ${trip} in ${home}, today`,
  pairWeek: (trip: string, home: string) => `1 ${trip} in ${home}, the last 7 days`,
  weekText: (trip: string, home: string, from: string, to: string) =>
    `1 ${trip} in ${home} over the last 7 days, from ${from} to ${to}`,
  history: {
    title: 'Exchange rate',
    namesWeek: (trip: string, home: string) => `${trip} in ${home}, the last 7 days`,
    sameCurrency: (trip: string, home: string) =>
      `Your home and your trip use the same currency, so 1 ${trip} is 1 ${home}.`,
    noPlaceCurrency:
      'Exchange rates need a currency at home and at the destination, and one of your places has none.',
    loading: 'Loading exchange rates',
    noPairTitle: 'No rates for this pair.',
    noPairText: (homeName: string, home: string, tripName: string, trip: string) =>
      `No source we use has exchange rates between ${homeName} (${home}) and ${tripName} (${trip}).`,
    unavailable: 'Exchange rates are not available right now.',
  },
  chart: {
    tooltip: (trip: string, rate: string, home: string) => `1 ${trip} = ${rate} ${home}`,
    day: 'Day',
    rateIn: (home: string) => `Rate in ${home}`,
  },
  widget: {
    noCurrenciesTitle: 'No currencies to compare',
    noCurrenciesText: 'One of your places has no currency.',
    noPairTitle: 'No rates for this pair',
    noPairText: (trip: string, home: string) => `No source we use has rates for ${trip} in ${home}.`,
    unavailable: 'Rates unavailable',
  },
  simulator: {
    title: 'Fee simulation',
    type: 'Type of exchange',
    youPay: (from: string, to: string) => `You pay in ${from} and receive ${to}.`,
    value: 'Value',
    /** Around the amount, which is drawn bold. */
    marketBefore: 'At the market rate, with no fee, you would receive',
    marketAfter: '.',
  },
  services: {
    heading: 'Exchange services',
    name: (number: number) => `Service ${number}`,
    best: 'Best amount',
    youReceive: 'You receive',
    formula: (share: number, fixed: string, currency: string) =>
      `${share}% of the market rate + ${fixed} ${currency} fixed`,
    noRate: "The simulation needs today's rate, which is not available right now.",
    noPair: 'The simulation needs a rate, and no source has one for this pair.',
    noValue: 'Type a value above 0 to see what you receive.',
    record: 'Record this exchange',
  },
  record: {
    title: 'Record this exchange',
    notRecorded: 'Not recorded',
    unreachable: 'The server could not be reached. Please try again.',
    /** 'You pay <strong>R$ 1,000.00</strong> and receive <strong>€ 154.20</strong> with Service 1…' */
    youPay: 'You pay',
    andReceive: 'and receive',
    with: (service: string) => `with ${service}`,
    rate: (trip: string, rate: string, home: string) => `: 1 ${trip} cost ${rate} ${home}, fees included`,
    savedAs: (summary: string) => `. It is saved in your finances as an entrance of ${summary}, dated today.`,
    done: 'Exchange recorded',
    doneText: (summary: string) => `An entrance of ${summary} is in your finances.`,
  },
};
