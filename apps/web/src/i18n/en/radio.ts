/** The words of the radio. */
export const radio = {
  title: 'Radio',
  creditLead: 'Stations from',
  unavailable: 'The radio is not available right now.',
  loading: 'Loading the radio stations',
  empty: (country: string) => `No radio stations are listed for ${country} yet.`,
  /** After the station's name. */
  notAnswering: ' is not answering right now.',
  tryNext: 'Try the next station',
  listening: 'You are listening to',
  position: (at: number, count: number) => `${at} of ${count}`,
  status: { paused: 'Paused', connecting: 'Connecting…', playing: 'Playing' },
  controls: {
    label: 'Playback',
    previous: 'Previous station',
    next: 'Next station',
    play: 'Play',
    pause: 'Pause',
  },
  volume: 'Volume',
};
