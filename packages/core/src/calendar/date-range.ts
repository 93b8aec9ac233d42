/*
 * The years every date the API takes falls in, epoch ms or 'YYYY-MM-DD'. An epoch date is above 0 (spec
 * section 5), so from 1970 on. Past 9999 a date is a typing mistake, and no calendar can hold it: ISO 8601
 * and iCalendar write a year in four digits, and one such date made every reader's feed and export fail.
 */
export const FIRST_DATE_YEAR = 1970;
export const LAST_DATE_YEAR = 9999;

/** The last millisecond of the year 9999 (UTC). */
export const LAST_DATE_MS = Date.UTC(LAST_DATE_YEAR, 11, 31, 23, 59, 59, 999);
