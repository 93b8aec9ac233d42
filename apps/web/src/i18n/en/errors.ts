/** The words of what lib/ says when a call fails or conflicts. */
export const errors = {
  /** A call's failure the server did not word itself (lib/api-client.ts). */
  api: {
    status: (status: number) => `The server answered with status ${status}.`,
    unreachable: 'The server could not be reached.',
    unexpectedForm: 'The server answered in an unexpected form.',
  },
  /** A destination feed that failed, under its title (lib/feed-status.ts). */
  feed: {
    unavailable: 'Our source is not answering and we have no saved copy yet. Please try again in a moment.',
    ourSide: 'Something went wrong on our side. Please try again in a moment.',
    unreachable: 'The server could not be reached. Check your connection, then try again.',
    unexpectedForm: 'The answer came in an unexpected form. Please try again later.',
  },
  /** The same in a few words (at most 40 characters), for a small card. */
  feedBrief: {
    unavailable: 'Our source is not answering.',
    ourSide: 'Something went wrong on our side.',
    unreachable: 'The server could not be reached.',
    unexpectedForm: 'The answer came in an unexpected form.',
    refused: 'The server turned the request down.',
  },
  /** A form's save that was refused or never arrived (lib/save-failure.ts). */
  save: {
    unreachable: 'The server could not be reached. Check your connection and try again.',
    ourSide: 'Something went wrong on our side. Try again in a moment.',
  },
};
