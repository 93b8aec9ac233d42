/**
 * The enabling rules of the finance forms (spec section 5). `value` is what `parseMoneyInput` made of
 * the money input: cents, or null while the input is not a valid amount.
 */

const filled = (text: string) => text.trim().length > 0;
const aboveZero = (value: number | null) => value !== null && value > 0;

/**
 * An entrance or a cost: a title and a value not 0; the money input takes no negatives, so that means
 * above 0.
 */
export function canSaveDatedEntry(form: { title: string; value: number | null }): boolean {
  return filled(form.title) && aboveZero(form.value);
}

export function canSaveGoal(form: { title: string; color: string; value: number | null }): boolean {
  return filled(form.title) && filled(form.color) && aboveZero(form.value);
}
