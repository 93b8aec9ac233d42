import { plural } from '../plural';

/** The words of the calendar page and reminders. */
export const calendar = {
  page: {
    loadFailed: 'Your dates could not be loaded.',
    loadFailedText: 'Check your connection and try again.',
    loading: 'Loading your dates',
  },

  /** What each dated thing is, in words (calendar-items.ts). */
  items: {
    tripTitle: (city: string) => `Trip to ${city}`,
    tripDetail: (city: string, country: string) => `Arrival in ${city}, ${country}`,
    listDetail: 'To-do list',
    taskDetail: (list: string) => `Task of ${list}`,
    entranceDetail: 'Entrance',
    homeExpenseDetail: 'Domestic cost',
    tripExpenseDetail: 'Travel cost',
    kinds: { trip: 'Trip', list: 'List', task: 'Task', entrance: 'Entrance', expense: 'Expense' },
    /** After a done item's detail. */
    doneSuffix: ' · Done',
  },

  view: {
    nothingOnDay: 'Nothing on this day.',
    comingUp: 'Coming up',
    today: (day: string) => `Today · ${day}`,
    nothingAhead:
      'Nothing dated yet from today on. Give a task a due date, or date a list, an entrance or an expense, and it shows here.',
  },

  month: {
    previous: 'Previous month',
    next: 'Next month',
    today: 'today',
    itemCount: (count: number) => plural('en', count, { one: '# item', other: '# items' }),
    nothingDated: 'nothing dated',
  },

  feed: {
    title: 'Subscribe in your calendar app',
    note: 'A private link shows your trip’s dates in Google Calendar, Apple Calendar or Outlook, and keeps them up to date. Anyone with the link can read the dates, so share it with no one.',
    loadFailed: 'Your calendar link could not be loaded.',
    somethingWrong: 'Something went wrong. Try again.',
    notMade: 'The link was not made.',
    create: 'Create private link',
    linkLabel: 'Your private link',
    copied: 'Copied',
    copy: 'Copy',
    copyFailed: 'The link could not be copied.',
    copyFailedText: 'Select it in the field and copy it yourself.',
    openInApp: 'Open in your calendar app',
    addToGoogle: 'Add to Google Calendar',
    newLink: 'New link',
    stopSharing: 'Stop sharing',
    renewTitle: 'Make a new link?',
    renewConfirm: 'Make new link',
    renewFailed: 'The new link was not made.',
    renewText:
      'The link you have now stops working: calendars subscribed to it get no more updates until they subscribe to the new one.',
    stopTitle: 'Stop sharing your dates?',
    stopConfirm: 'Stop sharing',
    stopFailed: 'The link still works.',
    stopText: 'The link stops working: calendars subscribed to it get no more updates.',
  },

  reminders: {
    loadFailed: 'Your reminder settings could not be loaded.',
    loading: 'Loading your reminder settings',
    saved: 'Reminders saved.',
    notSaved: 'Reminders not saved',
    byEmail: 'Send reminders by e-mail',
    remindMe: 'Remind me',
    timeOfDay: 'Time of day',
    timeHint: 'In your time zone (below).',
    timeInvalid: 'Give a time, such as 09:00.',
    save: 'Save reminders',
    onTheDay: 'On the day',
    daysBefore: (days: number) => plural('en', days, { one: '# day before', other: '# days before' }),
  },
};
