/** The words of the radio. */
export const radio = {};
