/** A search needs two characters: one matches half the map. */
export const PLACE_SEARCH_MIN_LENGTH = 2;
export const PLACE_SEARCH_MAX_LENGTH = 200;
/** Places an answer holds at most: a list to pick from while typing. */
export const PLACE_SEARCH_MAX_RESULTS = 10;
