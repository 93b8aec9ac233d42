/*
 * The rules of the request schemas beyond zod's own checks, each by a key. A check refused by one of them
 * carries the key as its issue's message; the server words it, with the field's name, in the reader's
 * language (apps/server/src/i18n). zod's own checks (a field left out, a length, a type) carry no key: the
 * server words them from the issue's code and bounds.
 */

export const VALIDATION_RULES = [
  /** A field required only beside another (`originalValue` with `originalCurrency`). */
  'required',
  'singleLineText',
  'multiLineText',
  'invalidEmail',
  'weakPassword',
  'passwordsDiffer',
  'credentialOnly',
  'plainIdentityRefused',
  'photoName',
  'passwordOrCredential',
  'hexColor',
  'epochDate',
  'calendarDay',
  'timeZone',
  'timeOfDay',
  'dayOnce',
  'listOnce',
  'statusOrDueDate',
  'placeFieldsTogether',
  'wholeNumber',
  'webLink',
  'nextPage',
  'countryCode',
  'currencyCode',
  'unknownCountry',
  'unknownCurrency',
  'cityQueryTooShort',
  'valueTooLarge',
  'typedRate',
  'originalCurrencyWanted',
  'adviceCategory',
  'wallTime',
  'afterOrBefore',
  'transportOnly',
  'endBeforeStart',
  'returnDay',
  'payersSum',
  'splitSum',
  'percentSum',
  'memberOnce',
  'splitWeight',
  'splitAmount',
  'splitModeField',
  'selfSettlement',
  'pixKey',
  'pixText',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

const RULES: ReadonlySet<string> = new Set(VALIDATION_RULES);

export function isValidationRule(message: string): message is ValidationRule {
  return RULES.has(message);
}

/**
 * What a rule's wording needs besides the field: the text that was refused (an unknown country), or the
 * fields that go together, by their keys.
 */
export interface RuleValues {
  readonly text?: string;
  readonly fields?: readonly string[];
}

/** The params of a check that this rule refuses: `.refine(test, rule('hexColor'))`. */
export const rule = (key: ValidationRule) => ({ error: key });

/** An issue of this rule, added by a refinement: `context.addIssue({ ...ruleIssue('typedRate'), path })`. */
export const ruleIssue = (key: ValidationRule, values?: RuleValues) => ({
  code: 'custom' as const,
  message: key,
  ...(values === undefined ? {} : { params: { ...values } }),
});
