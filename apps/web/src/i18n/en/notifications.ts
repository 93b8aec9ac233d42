/** The words of the bell. */
export const notifications = {};
