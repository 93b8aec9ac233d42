/** The words of the shared components (components/ui). */
export const ui = {
  spinner: {
    /** The spinner's name when none is given; the spec calls it the loading image. */
    label: 'loading image',
    /** A busy button's, after its own label: 'Add Saving…'. */
    saving: 'Saving…',
    deleting: 'Deleting…',
  },
  messageBox: {
    close: 'Close message',
  },
  password: {
    show: 'Show password',
  },
  avatar: {
    photo: 'Profile photo',
  },
  /** '3 / 10' on screen, 'Article 3 of 10' to a screen reader: the word between the numbers. */
  positionCount: {
    of: 'of',
  },
  titleInput: {
    label: 'Title',
  },
  /** What a form lacks, said next to the field when the user tries to send it (lib/use-send-attempt.ts). */
  missing: {
    title: 'The title is required.',
    description: 'The description is required.',
    date: 'The date is required.',
    file: 'Choose a file to attach.',
    name: 'The full name is required.',
    email: 'Type a valid e-mail address, such as ana@example.com.',
    password: 'The password is required.',
    strongPassword:
      'The password needs at least 8 characters, with an upper case letter, a lower case letter and a number.',
    confirmPassword: 'Type the password again.',
  },
  colorPalette: {
    legend: 'Color',
  },
  /** The palette's colours by name (lib/palette-colors.ts), so the palette reads as well as it looks. */
  colors: {
    yellow: 'Yellow',
    amber: 'Amber',
    orange: 'Orange',
    red: 'Red',
    pink: 'Pink',
    orchid: 'Orchid',
    violet: 'Violet',
    indigo: 'Indigo',
    blue: 'Blue',
    cyan: 'Cyan',
    teal: 'Teal',
    green: 'Green',
    lime: 'Lime',
    gold: 'Gold',
    brown: 'Brown',
    rose: 'Rose',
    lavender: 'Lavender',
    sky: 'Sky',
    mint: 'Mint',
    slate: 'Slate',
  },
  /** A feed's credit: 'News from A, B and C'. */
  feedCredit: {
    between: ', ',
    last: ' and ',
  },
  /** Under an item of a shared trip (lib/trip-access.ts). */
  addedBy: {
    name: (name: string) => `Added by ${name}`,
    formerMember: 'Added by a former member',
  },
  /** The dialog of a write refused as stale (components/ui/conflict-dialog.tsx). */
  conflict: {
    changedTitle: 'Someone else changed this',
    changed: (subject: string) =>
      `A companion changed ${subject} after you opened it, so your change was not saved yet.`,
    elsewhere: 'Their change was elsewhere in it (its place on the board, or what it holds).',
    field: 'Field',
    theirs: 'Theirs',
    mine: 'Yours',
    takeTheirs: 'Take theirs',
    keepMine: 'Keep mine',
    goneTitle: 'Someone else deleted this',
    gone: (subject: string) =>
      `A companion deleted ${subject} after you opened it, so your change could not be saved.`,
    understood: 'OK',
  },
};
