import { z } from 'zod';
import { rule, type ValidationRule } from '../i18n/validation-rules';

/*
 * Text a person types into a field. Control characters (Unicode's Cc: NUL, escape, backspace, …) come
 * from no keyboard, PostgreSQL refuses NUL outright, and a screen shows the rest as nothing or as
 * garbage, so every text field of a request refuses them. A text that may have several lines keeps
 * tab, line feed and carriage return.
 */

const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

/**
 * A one-line text field: a name, a title, an e-mail. Trimmed first unless told not to (a password keeps
 * its spaces), so that a line break at either end is trimmed away rather than refused.
 */
export function singleLineText({ trim = true, error }: { trim?: boolean; error?: ValidationRule } = {}) {
  const text = z.string(error === undefined ? undefined : rule(error));
  return (trim ? text.trim() : text).regex(SINGLE_LINE, rule('singleLineText'));
}

/** A text that may have several lines (a description, a comment): tabs and line breaks are allowed. */
export const multiLineText = () => z.string().trim().regex(MULTI_LINE, rule('multiLineText'));
