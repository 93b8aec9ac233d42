/** The words of the finances page and widget. */
export const finances = {};
