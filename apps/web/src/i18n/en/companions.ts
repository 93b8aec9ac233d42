/** The words of companions and invitations. */
export const companions = {};
