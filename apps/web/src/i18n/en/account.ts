/** The words of My Account. */
export const account = {
  page: {
    loading: 'Loading your account',
    trip: {
      title: 'Your trip',
      lead: 'Where you live, where you are going and when. Type more than 3 letters to find a city.',
    },
    reminders: {
      title: 'Reminders',
      lead: 'Reminders of your lists’, tasks’ and trip’s dates show in the bell at the top of the page.',
    },
  },
  passwordChange: {
    button: 'Change password',
    tooManyMails: 'Too many e-mails!',
    sent: {
      title: 'Check your e-mail',
      text: (email: string) => `We sent a link to change your password to ${email}.`,
    },
    failed: { title: 'Error', text: 'The e-mail could not be sent. Please to try again.' },
  },
  photo: {
    cannotPreview: 'This file cannot be previewed',
    noPreview: 'No preview: this file may not be an image.',
    preview: 'Preview of your new photo',
    previewAlt: 'Preview of the new photo',
    fileLabel: 'Profile photo file',
    save: 'Save photo',
    change: 'Change photo',
    hint: 'JPEG or PNG, at most 5 MB.',
    notChanged: 'Photo not changed',
    wrongType: 'Choose a JPEG or PNG image.',
    tooLarge: (megabytes: number) => `The photo must be at most ${megabytes} MB.`,
    empty: 'This file is empty. Choose a JPEG or PNG image.',
    unreadable: 'The file could not be read. Choose a JPEG or PNG image.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    tryAgain: 'Please to try again.',
    changed: { title: 'Photo changed!', text: 'Your new photo is in place.' },
  },
  timeZone: {
    label: 'Time zone',
    hint: 'Your reminders come at their time of day in this zone.',
    save: 'Save time zone',
    saved: 'Time zone saved.',
    notSaved: 'Time zone not saved',
  },
  language: {
    hint: 'Wayfarer and its e-mails speak to you in this language, on every device you sign in on.',
    save: 'Save language',
  },
};
