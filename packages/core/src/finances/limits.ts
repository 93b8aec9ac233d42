/**
 * Entrances, goals and costs one person keeps as their own, all kinds together: a cost a day for a dozen
 * years, and few enough that the finances answer stays small. Past it, the server answers 409.
 */
export const FINANCES_MAX_ITEMS = 5000;

/**
 * Goals and costs one trip keeps, added by all its members together. Counted apart from each member's own,
 * so that a companion who fills the trip's finances never stops another member adding an entrance.
 */
export const TRIP_FINANCES_MAX_ITEMS = 5000;
