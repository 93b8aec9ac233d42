/** The feed's address for a calendar app to subscribe to: the same address under the webcal scheme. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/** Google Calendar's page that offers to subscribe to the feed. */
export const googleCalendarUrl = (webcal: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`;
