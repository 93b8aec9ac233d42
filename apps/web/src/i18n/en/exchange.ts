/** The words of the exchange page and its cards. */
export const exchange = {};
