/** The words of sign-in, sign-up, confirmation and new password. */
export const auth = {};
