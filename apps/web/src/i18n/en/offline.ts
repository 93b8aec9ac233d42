import { plural } from '../plural';

/** The words of working without a connection: the banner, waiting changes, the app's updates. */
export const offline = {
  /** The banner while offline; `time` is when the newest answer on screen was received ('14:05'). */
  banner: (time: string) => `Offline — showing what was saved at ${time}`,
  bannerNothingSaved: 'Offline — nothing was saved on this device yet',
  /** Beside the banner while changes wait for the connection. */
  waitingChanges: (count: number) =>
    plural('en', count, { one: '# change waits to be sent', other: '# changes wait to be sent' }),
  sendingChanges: 'Sending the changes made offline…',
  /** On an item changed offline, until the server has it. */
  waiting: 'Waiting to be sent',
  /** Over a placeholder offline: what it stands for was never loaded on this device. */
  neverSaved: 'Not saved on this device — needs a connection',
  uploadNeedsConnection: 'Uploads need a connection.',
  /** A waiting change the trip's owner no longer lets this user make. */
  refused: {
    title: 'A change made offline was not accepted',
    text: (subject: string, reason: string) => `${subject}: ${reason}`,
    discard: 'Discard it',
    retry: 'Try again',
  },
  /** Exit while changes wait: they live only on this device. */
  exitWithWaiting: (count: number) =>
    plural('en', count, {
      one: '# change made offline has not been sent yet and will be lost. Exit anyway?',
      other: '# changes made offline have not been sent yet and will be lost. Exit anyway?',
    }),
  exitAnyway: 'Exit anyway',
  stay: 'Stay',
  /** The service worker's new version, waiting for the user's yes. */
  updateReady: 'New version — reload',
  updateLater: 'Not now',
  /** What a change waiting in the queue was, for the refusal's text. */
  subjects: {
    list: (title: string) => `The list “${title}”`,
    task: (title: string) => `The task “${title}”`,
    comment: (title: string) => `The comment “${title}”`,
    financeItem: (title: string) => `“${title}”`,
    lists: 'The lists’ order',
  },
};
