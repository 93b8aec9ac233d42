/** The words of place advice. */
export const advices = {};
