/** The words of export and account deletion. */
export const accountData = {
  failures: {
    noConnection: 'The server could not be reached. Check your connection and try again.',
    ourSide: 'Something went wrong on our side. Please try again.',
    tryAgain: 'Please try again.',
  },
  download: {
    title: 'Your data',
    lead: 'Download everything Wayfarer holds about you, in one ZIP file:',
    contents: {
      account: 'your account: name, e-mail, time zone and settings, never your password;',
      trips: 'every trip you belong to, with your role, its board, its goals and costs;',
      money: 'your own money: entrances, domestic goals and costs (also as a spreadsheet, finances.csv);',
      calendar: 'a calendar file of the dated items (calendar.ics), and the files attached to the boards.',
    },
    button: 'Download my data',
    done: { title: 'Your data is downloaded.', text: 'Find the ZIP among your downloads.' },
    notDone: 'Your data was not downloaded',
    preparing: 'Preparing…',
    /** How much has come: the amount written by the language, then 'KB' or 'MB'. */
    downloaded: (amount: string, unit: string) => `Downloaded ${amount} ${unit}…`,
  },
  deletion: {
    title: 'Delete account',
    lead: 'Your account and everything only you can see go for good. Trips you share go on with your companions. Download your data first if you want to keep it.',
    open: 'Delete account…',
    dialogTitle: 'Delete your account?',
    confirm: 'Delete my account',
    cannotUndo: 'This cannot be undone.',
    googleFirst: 'Confirm with Google first.',
    typePassword: 'Type your password.',
    googleLead: 'Confirm with the Google account you sign in with.',
    googleConfirmed: 'Google confirmed it is you. Delete my account to finish.',
    passwordInstead: 'Confirm with your password instead',
    passwordLabel: 'Your password',
    googleInstead: 'Signed up with Google? Confirm with Google instead',
    notDone: 'Your account was not deleted',
    wrongPassword: 'That password is not right.',
    wrongGoogleAccount:
      'That Google account is not the one you sign in with. Choose the account of this e-mail.',
  },
  summary: {
    rule: 'Each trip you share and own passes to the companion who joined first; trips you own alone are deleted with their board, goals, costs and files; trips of others you leave, and what you added stays there, marked “Former member”.',
    handedOverTitle: 'Handed over',
    deletedTitle: 'Deleted',
    leftTitle: 'Left',
    /** What becomes of a trip, written after its name. */
    passesTo: (heir: string) => ` passes to ${heir}, who becomes its owner.`,
    firstCompanion: 'the companion who joined first',
    deleted: ' is deleted with its board, its goals and costs and its files.',
    left: ': you leave it; what you added stays there, marked “Former member”.',
    ownTitle: 'Deleted too',
    own: 'Your account, your entrances, domestic goals and costs, your photo, your notifications and reminders, and your calendar feed.',
  },
};
