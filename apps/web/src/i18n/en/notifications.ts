/** The words of the bell. */
export const notifications = {
  title: 'Notifications',
  /** The bell's name, with how many are unread. */
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  loadFailed: 'Your notifications could not be loaded.',
  empty: 'Nothing yet. Reminders of your dates will show here.',
  unread: 'Unread: ',
  /** When one came, within the minute. */
  justNow: 'just now',
};
