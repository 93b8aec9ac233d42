import { countryName, currencyName } from '@wayfarer/core';
import { validationEn } from './validation.en';

/** 'Try again in 15 minute(s).', as the spec words every wait. */
const tryAgainIn = (minutes: number) => `Try again in ${minutes} minute(s).`;

/** '0.1 MB': megabytes to one decimal. */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * What the server says, in English: the spec's wording, and the catalogue every other language's is held
 * to (messages.pt-BR.ts). Texts with values are functions of them.
 */
export const en = {
  /**
   * The `message` of error answers. A plain text here is what the code throws (`notFound('Goal not
   * found.')`), found again by its English words when the answer is written; a text with values is thrown
   * as a function of the reader's catalogue (`(t) => t.errors.boardFull(max)`).
   */
  errors: {
    notFound: 'Not found.',
    noRoute: (method: string, path: string) => `No route ${method} ${path}.`,
    internalError: 'Something went wrong on our side. Please try again.',
    unauthorized: 'Sign in again: the session is missing, expired or revoked.',
    writeConflict:
      'Another change was being saved at the same moment, and yours could not be: nothing was saved. Try again.',
    stale:
      'Someone changed this after you opened it: nothing was saved. Look at their change, then keep yours or theirs.',
    clientGone: 'The client closed the request.',
    tooManyWrites:
      'Too many changes are being saved at once for this account: wait for them to finish, then try again.',
    invalidIdempotencyKey:
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters, without spaces.',
    idempotencyKeyReused:
      'This Idempotency-Key was used in the last 24 hours for another request: send a new key with a new change.',
    idempotencyInProgress:
      'The request first sent with this Idempotency-Key is still being answered: send it again in a moment.',
    idempotencyKeyOnUpload: 'Uploads take no Idempotency-Key: send the file again without one.',
    bodyTooDeep: 'The request body is nested too deeply.',
    invalidUpload: 'The upload could not be read: send one multipart/form-data file.',
    notMultipart: 'Send the file as multipart/form-data.',
    missingFile: 'Send the file in the multipart field "file".',
    storageUnavailable: 'File storage is not available right now. Try again shortly.',
    databaseUnreachable: 'The database does not answer.',
    originRefused: 'This origin may not open the live channel.',

    // Accounts
    userNotFound: 'User not found.',
    emailNotFound: 'Email not found!',
    wrongCredentials: 'Email or password incorrect!',
    invalidLink: 'This link is not valid.',
    expiredLink: 'This link has expired. Ask for a new one.',
    tooManyMailsAsked: (minutes: number) =>
      `Too many e-mails were asked for this address. Check your mailbox and spam folder. ${tryAgainIn(minutes)}`,
    tooManySignIns: (minutes: number) => `Too many failed sign-ins. ${tryAgainIn(minutes)}`,
    tooManySignInsFromNetwork: (minutes: number) =>
      `Too many failed sign-ins from your network. ${tryAgainIn(minutes)}`,
    googleDisabled: 'Google sign-in is not enabled on this server.',
    googleUnavailable: 'Google sign-in is unavailable right now. Try again in a moment.',
    googleUnreachable: 'Google could not be asked right now. Try again in a moment.',
    googleUnverified: "Google's sign-in could not be verified. Please try again.",
    googleNameRefused:
      'The name of this Google account cannot be used for an account here. Register with a password instead.',
    googleEmailRefused:
      'The e-mail address of this Google account cannot be used for an account here. Register with a password instead.',
    googleEmailNotVerified:
      'Google has not verified this e-mail address. Verify it with Google, or register with a password.',
    googleAccountConflict: 'This e-mail belongs to an account linked to another Google account.',
    googleSignInFailed: 'This Google account could not be signed in. Try again.',
    wrongPassword: 'The password is not this account’s.',
    wrongGoogleAccount: 'This Google account is not the one of this account.',
    exportUnderWay: 'Your data is already being exported: let that download finish, then ask again.',
    photoNotFound: 'Photo not found.',
    photoTooLarge: (megabytes: number) => `The photo must be at most ${megabytes} MB.`,
    tooManyPhotoChanges: (minutes: number) =>
      `Your photo was changed too often within the hour. ${tryAgainIn(minutes)}`,
    photoNotAnImage: 'The photo could not be read as an image: choose another JPEG or PNG.',
    sharedLinkNotValid: 'This link shares no itinerary: it was never one, or its owner stopped sharing it.',
    tooManySharedReads: (minutes: number) =>
      `Too many shared itineraries were opened from your network. ${tryAgainIn(minutes)}`,
    photoTypeRefused: (mimeType: string | null) =>
      `The photo must be a JPEG or PNG image; this file is ${mimeType ?? 'not an image'}.`,

    // Trips
    noTrip: 'No trip yet: create it first with every trip field.',
    tripNotFound: 'No trip of yours has this id.',
    memberNotFound: 'No member of this trip has this id.',
    ownerRole: 'The owner’s role changes only by handing the trip over to another member.',
    ownerCannotLeave: 'Hand the trip over to another member before leaving it: a trip keeps one owner.',
    roles: { owner: 'the owner', editor: 'an editor', viewer: 'a viewer' },
    tripActions: {
      read: 'see this trip',
      write: 'change the board, the itinerary or the trip’s goals and costs',
      editDetails: 'change the trip’s dates and places',
      manageMembers: 'invite people or change who plans the trip',
      shareItinerary: 'share the itinerary by a link, or stop sharing it',
      deleteTrip: 'delete the trip',
      leave: 'leave the trip before handing it over to another member',
    },
    onlyAuthor: 'Only the member who added this may change it.',
    onlyAuthorOrOwner: "Only the member who added this, or the trip's owner, may do that.",
    forbiddenRole: (role: string, action: string) => `As ${role} of this trip you cannot ${action}.`,
    tripsFull: (max: number) =>
      `One person may plan at most ${max.toLocaleString('en')} trips, their own and those they joined: delete or leave one to add another.`,
    invitationNotFound: 'This invitation link is not valid.',
    pendingInvitationNotFound: 'No pending invitation of this trip has this id.',
    invitationUsed: 'This invitation was already used.',
    invitationRevoked: 'This invitation was withdrawn by the trip’s owner.',
    invitationExpired: 'This invitation has expired: ask the trip’s owner for a new one.',
    invitationForAnotherAccount:
      'This invitation is for another e-mail address: sign in with the account it was sent to.',
    alreadyMember: 'This address belongs to a member of the trip already.',
    tooManyInvitationMails: (minutes: number) =>
      `Too many e-mails were sent to this address or from your network. ${tryAgainIn(minutes)}`,
    tripHandedOver: 'This trip was handed over meanwhile: only its new owner may change who plans it.',
    tooManyPendingInvitations: (max: number) =>
      `A trip holds at most ${max} pending invitations: revoke one, or wait until one is accepted, to invite someone else.`,
    tooManyInvitationsToday: (max: number, hours: number) =>
      `You sent ${max} invitations within a day, the most allowed. Try again in ${hours} hour(s).`,

    // Itinerary
    dayNotFound: 'No day of this trip has this id.',
    itineraryItemNotFound: 'No item of this trip has this id.',
    dateTaken: 'Another day of this trip has this date.',
    anchorMoved:
      'The item to place this next to is not in that day any more: nothing was changed. Look at the day again, then place it.',
    itineraryDaysFull: (max: number) =>
      `An itinerary holds at most ${max.toLocaleString('en')} days: delete one to add another.`,
    itineraryItemsFull: (max: number) =>
      `An itinerary holds at most ${max.toLocaleString('en')} items: delete one to add another.`,

    // To-do board
    listNotFound: 'To-do list not found.',
    taskNotFound: 'Task not found.',
    commentNotFound: 'Comment not found.',
    attachmentNotFound: 'Attachment not found.',
    movedListNotFound: 'A list of this move was not found; nothing was moved.',
    boardFull: (max: number) =>
      `A board holds at most ${max.toLocaleString('en')} lists: delete one to add another.`,
    listFull: (max: number, content: 'tasks' | 'comments' | 'attachments') =>
      `A list holds at most ${max.toLocaleString('en')} ${content}: delete one to add another.`,
    fileTypeRefused: 'Attach a pdf, doc, docx, jpeg or png file.',
    fileTooLarge: (megabytes: number) => `The file must be at most ${megabytes} MB.`,
    tooManyPendingUploads: (pending: number) =>
      `${pending} of your uploaded files are not attached to a list yet. Attach them, or ` +
      'try again tomorrow: files not attached within a day are removed.',
    uploadQuotaExceeded: (usedBytes: number, quotaBytes: number) =>
      `Your attachments take ${megabytes(usedBytes)} of your ${megabytes(quotaBytes)}: delete some to attach this file.`,
    uploadNotFound: 'Upload not found: upload the file first.',
    alreadyAttached: 'This upload is already attached; upload it again.',
    attachmentLinkExpired: 'This link has expired: open the attachment from the board again.',

    // Finances
    entranceNotFound: 'Entrance not found.',
    goalNotFound: 'Goal not found.',
    expenseNotFound: 'Expense not found.',
    goalKindMismatch: 'An expense can only count towards a goal of its own kind (domestic or trip).',
    financesFull: (max: number) =>
      `Your finances hold at most ${max.toLocaleString('en')} entrances, goals and costs: delete one to add another.`,
    noTripForAmount: 'Describe your trip first: an amount is entered in its currency or the home one.',
    currencyNotOfTrip: (allowed: readonly string[], currency: string) =>
      `Enter the amount in ${allowed.join(' or ')}: ${currency} is not a currency of your trip.`,
    tripFinancesFull: (max: number) =>
      `This trip's finances hold at most ${max.toLocaleString('en')} goals and costs: delete one to add another.`,
    lessThanACent: (rate: string, homeCurrency: string) =>
      `At ${rate} this amount is worth less than one cent of ${currencyName(homeCurrency)}.`,
    valueTooLarge: 'At this rate the amount is too large.',
    rateUnavailable: (currency: string, homeCurrency: string, day: string) =>
      `No ${currency} to ${homeCurrency} rate is known for ${day}: the exchange sources did not answer, or do not know it. Type the rate you got.`,

    // Destination feeds and the calendar
    feedUnavailable:
      'This information is not available right now: its source did not answer. Please try again later.',
    tooManyFeedRequests: (seconds: number) =>
      `You asked for more new destination information within a minute than one user may. Try again in ${seconds} second(s); what was already looked up is still shown.`,
    unknownCity: (city: string, countryCode: string) =>
      `No city called '${city}' is known in ${countryName(countryCode)}.`,
    noSuchIcon: 'No such icon.',
    calendarNotFound: 'No calendar has this address.',
    notificationNotFound: 'Notification not found.',
  },

  /**
   * Texts that reach the error handler already written: why a feed's source had nothing, kept in the
   * feed cache. The handler knows them by their English words; those with
   * values are matched with the values in place.
   */
  validation: {
    noRatesBetween: (currency: string, homeCurrency: string) =>
      `No exchange rates are known between ${currency} and ${homeCurrency}.`,
    noEcbRates: (currency: string, homeCurrency: string) =>
      `The ECB publishes no ${currency} to ${homeCurrency} rates for these days.`,
    noRateOn: (currency: string, homeCurrency: string, day: string) =>
      `No ${currency} to ${homeCurrency} rate is known for ${day}.`,
  },

  /** How a refused field of a request is told: its name, zod's checks and core's rules (validation.en.ts). */
  refusedFields: validationEn,

  /** The `message` of the accounts' answers that are not errors. */
  answers: {
    emailUsed: 'This e-mail is already used by an account.',
    registered: 'Registered. Check your mailbox to confirm your e-mail.',
    tokenAlreadyUsed: 'This token was already used.',
    emailConfirmed: 'E-mail confirmed.',
    confirmationSentAgain: 'E-mail not confirmed: the confirmation mail was sent again.',
    resetMailSent: 'We sent an e-mail with the instructions.',
    resetTokenUsed: 'That token had used.',
    passwordChanged: 'Password changed.',
    signedOut: 'Signed out.',
  },

  mails: {
    signature: '— Wayfarer',
    orOpenThisLink: 'Or open this link:',
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    confirmEmail: {
      subject: 'Confirm your e-mail for Wayfarer',
      line: 'Welcome to Wayfarer! Confirm your e-mail address to start planning your trip.',
      action: 'Confirm my e-mail',
      footer: 'The link works once and expires in 48 hours. If you did not sign up, ignore this mail.',
    },
    resetPassword: {
      subject: 'Choose a new Wayfarer password',
      line: 'Somebody asked to change the password of your Wayfarer account. Choose a new one with the link below.',
      action: 'Choose a new password',
      footer:
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    invitation: {
      subject: (inviter: string, city: string) =>
        `${inviter} invites you to plan a trip to ${city} on Wayfarer`,
      line: (inviter: string, city: string, country: string) =>
        `${inviter} invites you to plan their trip to ${city}, ${country}, together on Wayfarer.`,
      editor:
        'As an editor you can add to and change its to-do board and its goals and costs, and its dates and places.',
      viewer: 'As a viewer you can see its to-do board and its goals and costs, without changing them.',
      signInWith: (email: string) => `Sign in or register with this e-mail address (${email}) to accept.`,
      action: 'See the invitation',
      footer: 'The link works once and expires in 7 days. If you do not know the sender, ignore this mail.',
    },
    handOver: {
      subject: (city: string) => `You are now the owner of the trip to ${city} on Wayfarer`,
      line: (formerOwner: string, city: string, country: string) =>
        `${formerOwner} deleted their Wayfarer account. Their trip to ${city}, ${country} passed to you, as the member who joined it first: you are now its owner.`,
      keptAsTheyWere:
        'Its to-do board and its goals and costs stay as they were; what they added shows as added by a former member.',
      asOwner:
        'As the owner you can invite companions, change their roles, hand the trip over again or delete it.',
      action: 'See the companions',
      footer: 'You receive this mail because you plan this trip on Wayfarer.',
    },
    reminder: {
      action: 'Open in Wayfarer',
      footer: 'You get this reminder because of your settings in My Account, where you can change them.',
      /** The subject of a day's mail of several reminders: the first one's title, and how many more. */
      digestSubject: (first: string, more: number) => `${first}, and ${more} more reminder(s)`,
      digestIntro: (count: number) => `You have ${count} reminders:`,
      digestMore: (more: number) => `…and ${more} more, listed under the bell in Wayfarer.`,
    },
  },

  /** A country as the reader names it: the stored name is English (GeoNames'), found by its ISO code. */
  places: {
    country: (stored: string, _code: string) => stored,
  },

  /**
   * finances.csv as a spreadsheet of the reader's language opens it: what separates cells and decimals
   * (a spreadsheet set to a language whose decimal mark is a comma splits cells at semicolons), its
   * columns' names and the items' kinds.
   */
  financesCsv: {
    cellSeparator: ',',
    decimalSeparator: '.',
    columns: {
      kind: 'kind',
      trip: 'trip',
      title: 'title',
      date: 'date',
      amount: 'amount',
      originalAmount: 'original_amount',
      originalCurrency: 'original_currency',
      rate: 'rate',
    },
    kinds: {
      entrance: 'entrance',
      domesticGoal: 'domestic goal',
      domesticCost: 'domestic cost',
      tripGoal: 'trip goal',
      tripCost: 'trip cost',
    },
  },

  /** The calendar feed's event titles, the trip's city and the item's own title aside. */
  calendarFeed: {
    tripTitle: (city: string) => `Trip to ${city}`,
    taskTitle: (title: string) => `Due: ${title}`,
  },

  /** What a reminder says, in the bell and in its mail. */
  reminders: {
    locale: 'en-US',
    /** How soon the day is for the person reminded: days from their today. */
    howSoon: (daysAhead: number) =>
      daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : `in ${daysAhead} days`,
    ofTrip: (city: string) => ` (trip to ${city})`,
    taskTitle: (howSoon: string, title: string) => `Task due ${howSoon}: ${title}`,
    taskBody: (title: string, ofTrip: string, when: string) => `The task “${title}”${ofTrip} is due ${when}.`,
    listTitle: (howSoon: string, title: string) => `To-do list ${howSoon}: ${title}`,
    listBody: (title: string, ofTrip: string, when: string) =>
      `The to-do list “${title}”${ofTrip} is dated ${when}.`,
    tripTitle: (city: string, howSoon: string) => `Your trip to ${city} is ${howSoon}`,
    tripBody: (city: string, when: string) => `Your trip to ${city} is ${when}.`,
  },
};

/** Every language's catalogue has the English one's keys, with the same values for its functions. */
export type Messages = typeof en;
