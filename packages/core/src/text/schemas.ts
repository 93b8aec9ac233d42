import { z } from 'zod';

/*
 * Text a person types into a field. Control characters (Unicode's Cc: NUL, escape, backspace, …) come
 * from no keyboard, PostgreSQL refuses NUL outright, and a screen shows the rest as nothing or as
 * garbage, so every text field of a request refuses them. A text that may have several lines keeps
 * tab, line feed and carriage return.
 */

const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

const SINGLE_LINE_TEXT_MESSAGE =
  'Remove the control characters (such as a line break, a tab or NUL) from this text.';
const MULTI_LINE_TEXT_MESSAGE =
  'Remove the control characters (such as NUL) from this text: only tabs and line breaks may be in it.';

/**
 * A one-line text field: a name, a title, an e-mail. Trimmed first unless told not to (a password keeps
 * its spaces), so that a line break at either end is trimmed away rather than refused.
 */
export function singleLineText({ trim = true, error }: { trim?: boolean; error?: string } = {}) {
  const text = z.string(error === undefined ? undefined : { error });
  return (trim ? text.trim() : text).regex(SINGLE_LINE, SINGLE_LINE_TEXT_MESSAGE);
}

/** A text that may have several lines (a description, a comment): tabs and line breaks are allowed. */
export const multiLineText = () => z.string().trim().regex(MULTI_LINE, MULTI_LINE_TEXT_MESSAGE);
