/** The words of the calendar page and reminders. */
export const calendar = {};
