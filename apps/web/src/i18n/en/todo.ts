/** The words of the to-do board. */
export const todo = {};
