import { describe, expect, it } from 'vitest';
import { comboboxKeyAction, moveActiveOption, shownActiveOption, type ComboboxKeyState } from './combobox';

describe('moveActiveOption', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActiveOption(-1, 4, 1)).toBe(0);
    expect(moveActiveOption(-1, 4, -1)).toBe(3);
  });

  it('moves one step and wraps at both ends', () => {
    expect(moveActiveOption(1, 4, 1)).toBe(2);
    expect(moveActiveOption(3, 4, 1)).toBe(0);
    expect(moveActiveOption(0, 4, -1)).toBe(3);
  });

  it('has no active option in an empty list', () => {
    expect(moveActiveOption(-1, 0, 1)).toBe(-1);
    expect(moveActiveOption(2, 0, -1)).toBe(-1);
  });

  it('restarts when the list shrank under the active option', () => {
    expect(moveActiveOption(7, 3, 1)).toBe(0);
    expect(moveActiveOption(7, 3, -1)).toBe(2);
  });
});

describe('shownActiveOption', () => {
  it('shows the active option of an open list', () => {
    expect(shownActiveOption(2, 4, true)).toBe(2);
    expect(shownActiveOption(-1, 4, true)).toBe(-1);
  });

  it('shows none while the list is closed', () => {
    expect(shownActiveOption(2, 4, false)).toBe(-1);
  });

  it('shows none when the list shrank under the active option', () => {
    expect(shownActiveOption(4, 4, true)).toBe(-1);
  });
});

describe('comboboxKeyAction', () => {
  const open: ComboboxKeyState = { active: 1, count: 3, popupOpen: true, arrowKeys: true };

  it('moves the active option with the arrow keys, wrapping', () => {
    expect(comboboxKeyAction('ArrowDown', open)).toEqual({ kind: 'move', active: 2 });
    expect(comboboxKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({ kind: 'move', active: 2 });
  });

  it('opens the list with an arrow key even while the popup is closed', () => {
    expect(comboboxKeyAction('ArrowDown', { ...open, active: -1, popupOpen: false })).toEqual({
      kind: 'move',
      active: 0,
    });
  });

  it('leaves the arrow keys to the field when they are turned off', () => {
    expect(comboboxKeyAction('ArrowDown', { ...open, arrowKeys: false })).toBeNull();
    expect(comboboxKeyAction('ArrowUp', { ...open, arrowKeys: false })).toBeNull();
  });

  it('picks the active option with Enter, or nothing when none is active', () => {
    expect(comboboxKeyAction('Enter', open)).toEqual({ kind: 'pick', index: 1 });
    expect(comboboxKeyAction('Enter', { ...open, active: -1 })).toEqual({ kind: 'pick', index: -1 });
  });

  it('closes the popup with Escape', () => {
    expect(comboboxKeyAction('Escape', open)).toEqual({ kind: 'close' });
  });

  it('leaves Enter and Escape to the field (and the form or dialog around it) while the popup is closed', () => {
    const closed = { ...open, popupOpen: false };
    expect(comboboxKeyAction('Enter', closed)).toBeNull();
    expect(comboboxKeyAction('Escape', closed)).toBeNull();
  });

  it('leaves any other key to the field', () => {
    expect(comboboxKeyAction('a', open)).toBeNull();
    expect(comboboxKeyAction('Home', open)).toBeNull();
    expect(comboboxKeyAction('Tab', open)).toBeNull();
  });
});
