import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { comboboxKeyAction, shownActiveOption } from './combobox';

export interface ComboboxOptions<T> {
  /** The options the list holds now. */
  options: readonly T[];
  /** Whether the popup has something to show (text was typed, say); it shows while open and this holds. */
  hasPopup: boolean;
  /** Whether the arrow keys open the list and move in it; false while the field shows a value picked before. */
  arrowKeys?: boolean;
  /** An option was picked with Enter or a click; the popup closes. */
  onPick: (option: T) => void;
}

/**
 * A WAI-ARIA combobox's behaviour, for a text field with a listbox popup: whether the popup is open,
 * the active option (aria-activedescendant, kept scrolled into view), ArrowDown/ArrowUp to move,
 * Enter to pick and Escape to close, and the ids that tie the field, the list and its options together.
 * It knows nothing of what the options are; the caller renders them and spreads the props given here.
 */
export function useCombobox<T>({ options, hasPopup, arrowKeys = true, onPick }: ComboboxOptions<T>) {
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const popupOpen = isOpen && hasPopup;
  const listOpen = popupOpen && options.length > 0;
  const active = shownActiveOption(activeIndex, options.length, listOpen);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  /** Opens the popup, keeping the active option. */
  function open() {
    setIsOpen(true);
  }

  /** Opens the popup afresh, with no active option: the text, and so the options, changed. */
  function restart() {
    setIsOpen(true);
    setActiveIndex(-1);
  }

  /** Closes the popup and forgets the active option. */
  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function pick(option: T) {
    onPick(option);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKeyAction(event.key, { active, count: options.length, popupOpen, arrowKeys });
    if (!action) return;
    event.preventDefault();
    switch (action.kind) {
      case 'move':
        setIsOpen(true);
        setActiveIndex(action.active);
        return;
      case 'pick': {
        const option = options[action.index];
        if (option !== undefined) pick(option);
        return;
      }
      case 'close':
        event.stopPropagation();
        close();
        return;
    }
  }

  return {
    /** Whether the popup (the list, or a note in its place) shows. */
    popupOpen,
    /** Whether the list shows: the popup is open and there are options. */
    listOpen,
    /** The index of the active option; -1 for none. */
    active,
    open,
    restart,
    close,
    /** For the text field. */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': listOpen,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    } as const,
    /** For the list (a ul). */
    listboxProps: { ref: listRef, id: listboxId, role: 'listbox', hidden: !listOpen } as const,
    /** For the option at `index` (an li): it is picked with a click and made active under the pointer. */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        // Keep the focus in the field: the click picks, the field stays the one focused element.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onMouseMove: () => {
          if (index !== active) setActiveIndex(index);
        },
        onClick: () => {
          const option = options[index];
          if (option !== undefined) pick(option);
        },
      }) as const,
  };
}
