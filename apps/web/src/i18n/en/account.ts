/** The words of My Account. */
export const account = {};
