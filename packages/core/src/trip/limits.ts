/**
 * The trips one person may belong to, their own and those they joined together: a trip a month for four
 * years kept, and few enough that their trip list, their export and their account's deletion each go
 * through a bounded number of boards. docs/security.md lists it; past it, the server answers 409.
 */
export const TRIPS_MAX_PER_USER = 50;
