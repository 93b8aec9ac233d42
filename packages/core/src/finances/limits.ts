/**
 * Entrances, goals and costs one person may keep, all kinds together: a cost a day for a dozen years, and
 * few enough that the finances answer stays small. Past it, the server answers 409.
 */
export const FINANCES_MAX_ITEMS = 5000;
