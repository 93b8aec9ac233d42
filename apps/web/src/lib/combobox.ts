/*
 * The keyboard of a WAI-ARIA combobox (a text field with a listbox popup), apart from React: which
 * option is active and what a key does. The field keeps the focus; the active option is only pointed
 * at with aria-activedescendant.
 */

/**
 * The option an arrow key makes active in a list of `count` options, wrapping at both ends. -1 means
 * none: the first ArrowDown goes to the first option and the first ArrowUp to the last.
 */
export function moveActiveOption(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** The active option as shown: none while the list is closed or shorter than the remembered index. */
export const shownActiveOption = (active: number, count: number, listOpen: boolean): number =>
  listOpen && active < count ? active : -1;

export interface ComboboxKeyState {
  /** The active option as shown (see shownActiveOption). */
  active: number;
  /** How many options the list has. */
  count: number;
  /** Whether the popup (the list or its note) is showing. */
  popupOpen: boolean;
  /** Whether the arrow keys may open the list and move in it (not while the field shows a value picked before). */
  arrowKeys: boolean;
}

/**
 * What a key pressed in the field does; null when it is not the combobox's, and the field does as usual.
 * - move: ArrowDown/ArrowUp open the list and make `active` the active option;
 * - pick: Enter in an open popup picks the option at `index` (nothing when -1) and never submits a form;
 * - close: Escape closes an open popup, and goes no further (a dialog around it stays open).
 */
export type ComboboxKeyAction =
  { kind: 'move'; active: number } | { kind: 'pick'; index: number } | { kind: 'close' } | null;

export function comboboxKeyAction(key: string, state: ComboboxKeyState): ComboboxKeyAction {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (!state.arrowKeys) return null;
      return {
        kind: 'move',
        active: moveActiveOption(state.active, state.count, key === 'ArrowDown' ? 1 : -1),
      };
    case 'Enter':
      return state.popupOpen ? { kind: 'pick', index: state.active } : null;
    case 'Escape':
      return state.popupOpen ? { kind: 'close' } : null;
    default:
      return null;
  }
}
