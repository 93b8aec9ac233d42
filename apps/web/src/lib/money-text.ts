import { formats, type Formats } from '../i18n/formats';
import { currentLanguage, messages } from '../i18n/language';

/** The formats of the language the app is drawn in, read at call time. */
const drawn = (): Formats => formats(currentLanguage());

/** '1,234.56' / '1.234,56': what a money input shows for an amount, as the language writes it. */
export function moneyInputText(cents: number, format: Formats = drawn()): string {
  return format.moneyInput(cents);
}

/** Why a money input's text is refused, or null while it is fine (empty counts as not yet typed). */
export function moneyInputProblem(text: string, format: Formats = drawn()): string | null {
  if (text.trim() === '') return null;
  const cents = format.parseMoney(text);
  const t = messages().finances.moneyInput;
  if (cents === null) return t.notAmount(format.moneyInput(123456));
  if (cents === 0) return t.zero;
  return null;
}

/** The input's text tidied on leaving the field: '1234.5' → '1,234.50'; text that is not an amount stays. */
export function tidyMoneyInput(text: string, format: Formats = drawn()): string {
  const cents = format.parseMoney(text);
  return cents === null ? text : format.moneyInput(cents);
}
