/** The words of what lib/ says when a call fails or conflicts. */
export const errors = {};
