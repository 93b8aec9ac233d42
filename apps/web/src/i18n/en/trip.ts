/** The words of the trip: onboarding, switcher, settings, countdown. */
export const trip = {};
