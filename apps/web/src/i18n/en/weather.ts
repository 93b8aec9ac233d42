/** The words of the weather widget. */
export const weather = {};
