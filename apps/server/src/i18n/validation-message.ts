import { isValidationRule } from '@wayfarer/core';
import type { IssueTexts, ValidationWords } from './validation.en';

/** One issue the request's validator found, as Fastify hands it over (fastify-type-provider-zod's form). */
export interface RefusedInput {
  /** zod's issue code. */
  readonly keyword: string;
  /** Where in the part the issue is: '/title', '/3/position'; '/' for the part itself. */
  readonly instancePath: string;
  /** A rule's key (core's i18n/validation-rules.ts), or zod's own English, which is never shown. */
  readonly message?: string;
  /** The issue's other fields: its bounds, its expected type, a rule's values. */
  readonly params: Readonly<Record<string, unknown>>;
}

type IssueTypes = IssueTexts['types'];

const isIssueType = (types: IssueTypes, expected: unknown): expected is keyof IssueTypes =>
  typeof expected === 'string' && Object.hasOwn(types, expected);

const numberOf = (value: unknown) => Number(value);

const stringsOf = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.map((item) => String(item)) : [];

const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The path's segments: '/3/position' is ['3', 'position']. */
const segmentsOf = (instancePath: string) => instancePath.split('/').filter((segment) => segment !== '');

/** The field an issue is about: the last name in its path, past the indexes of lists; none for the part. */
function fieldKeyOf(segments: readonly string[]): string | undefined {
  return segments.findLast((segment) => !/^\d+$/.test(segment));
}

/** What the request held at the issue's place, to tell a field left out from one sent wrong. */
function valueAt(input: unknown, segments: readonly string[]): unknown {
  let value = input;
  for (const segment of segments) value = recordOf(value)[segment];
  return value;
}

/**
 * The sentence for a refused field, in the catalogue's language: a rule of core's schemas by its key,
 * else zod's check by its code and bounds, the field named by the catalogue's words for it. `input` is
 * the part of the request that was checked (the body, the query, …), named `part`.
 */
export function validationMessage(
  words: ValidationWords,
  part: string,
  issue: RefusedInput,
  input: unknown,
): string {
  const segments = segmentsOf(issue.instancePath);
  const key = fieldKeyOf(segments);
  const fields: Readonly<Record<string, string>> = words.fields;
  const nameOf = (fieldKey: string) => fields[fieldKey] ?? fieldKey;
  const field = nameOf(key ?? part);
  const { issues } = words;

  const message = issue.message ?? '';
  if (isValidationRule(message)) {
    const values = recordOf(issue.params['params']);
    const together = stringsOf(values['fields']);
    const value = together.length > 0 ? issues.list(together.map(nameOf)) : String(values['text'] ?? '');
    return words.rules[message](field, value);
  }
  return zodIssueText(issues, field, issue, valueAt(input, segments));
}

function zodIssueText(issues: IssueTexts, field: string, issue: RefusedInput, sent: unknown): string {
  const { params } = issue;
  const origin = params['origin'];
  switch (issue.keyword) {
    case 'invalid_type': {
      if (sent === undefined || sent === null) return issues.required(field);
      const expected = params['expected'];
      return isIssueType(issues.types, expected)
        ? issues.wrongType(field, issues.types[expected])
        : issues.invalid(field);
    }
    case 'too_small': {
      const minimum = numberOf(params['minimum']);
      if (origin === 'string') return minimum <= 1 ? issues.required(field) : issues.tooShort(field, minimum);
      if (origin === 'array' || origin === 'set') return issues.tooFewItems(field, minimum);
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return params['inclusive'] === false ? issues.above(field, minimum) : issues.atLeast(field, minimum);
      }
      return issues.invalid(field);
    }
    case 'too_big': {
      const maximum = numberOf(params['maximum']);
      if (origin === 'string') return issues.tooLong(field, maximum);
      if (origin === 'array' || origin === 'set') return issues.tooManyItems(field, maximum);
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return params['inclusive'] === false ? issues.below(field, maximum) : issues.atMost(field, maximum);
      }
      return issues.invalid(field);
    }
    case 'invalid_value':
      return sent === undefined ? issues.required(field) : issues.oneOf(field, stringsOf(params['values']));
    case 'unrecognized_keys':
      return issues.unknownFields(stringsOf(params['keys']));
    default:
      return issues.invalid(field);
  }
}
