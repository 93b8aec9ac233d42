import { formatMoney, parseMoneyInput } from '@wayfarer/core';

/** '1,234.56': what a money input shows for an amount (formatMoney without the '$ '). */
export function moneyInputText(cents: number): string {
  return formatMoney(cents).replace('$ ', '');
}

/** Why a money input's text is refused, or null while it is fine (empty counts as not yet typed). */
export function moneyInputProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const cents = parseMoneyInput(text);
  if (cents === null) return 'Type a positive amount with up to 2 decimals, such as 1,234.56.';
  if (cents === 0) return 'The value must be above 0.';
  return null;
}

/** The input's text tidied on leaving the field: '1234.5' → '1,234.50'; text that is not an amount stays. */
export function tidyMoneyInput(text: string): string {
  const cents = parseMoneyInput(text);
  return cents === null ? text : moneyInputText(cents);
}
