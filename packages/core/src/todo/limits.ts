/*
 * What one board may hold: far more than any trip needs, and few enough that no single request, move or
 * answer can keep the server busy for long. docs/security.md lists them; past one, the server answers 409.
 */

/** Lists on one board; a move names at most this many too. */
export const BOARD_MAX_LISTS = 500;
export const LIST_MAX_TASKS = 200;
export const LIST_MAX_COMMENTS = 500;
export const LIST_MAX_ATTACHMENTS = 50;
