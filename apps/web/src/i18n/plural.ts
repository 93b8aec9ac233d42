import type { Language } from '@wayfarer/core';

/** The forms a counted word takes: '1 day' / '2 days'; '#' stands for the count, written by the language. */
export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

function ruleOf(language: Language): Intl.PluralRules {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule;
}

function numberOf(language: Language): Intl.NumberFormat {
  let format = numbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numbers.set(language, format);
  }
  return format;
}

/**
 * The form of a counted text the language's plural rule picks (ICU's `plural`, by Intl.PluralRules):
 * `plural('pt-BR', 2, { one: '# dia', other: '# dias' })` → '2 dias'.
 */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const form = ruleOf(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('#', numberOf(language).format(count));
}
