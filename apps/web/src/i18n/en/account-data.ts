/** The words of export and account deletion. */
export const accountData = {};
