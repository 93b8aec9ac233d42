import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
import { menuKeyTarget } from './menu-keys';

interface MenuButtonOptions {
  /** How many items the menu holds. */
  count: number;
  /** The item focused when the menu opens from the button (a click, Enter, Space or ArrowDown); the first by default. */
  startIndex?: () => number;
  /** Runs as the menu opens: what the last opening left behind is cleared there. */
  onOpen?: () => void;
}

/** What one item of the menu spreads onto its button: the arrows move the one Tab would reach (roving tabindex). */
export interface MenuItemProps {
  ref: RefCallback<HTMLButtonElement>;
  tabIndex: 0 | -1;
  onPointerEnter: () => void;
}

/**
 * A WAI-ARIA menu button's state and keys: Enter, Space or the arrows open it, the arrows, Home and End
 * move, Escape closes it and gives focus back, Tab or a click outside closes it. The caller draws the
 * button, the menu and its items, spreading the props given for each.
 */
export function useMenuButton({ count, startIndex = () => 0, onOpen }: MenuButtonOptions) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(index: number) {
    onOpen?.();
    setActive(index);
    setOpen(true);
  }

  /** Closes the menu, focus back on the button unless it moves on by itself (Tab, a click). */
  function close({ returnFocus }: { returnFocus: boolean } = { returnFocus: true }) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') openAt(startIndex());
    else if (event.key === 'ArrowUp') openAt(count - 1);
    else return;
    event.preventDefault();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      close({ returnFocus: false });
      return;
    }
    const next = menuKeyTarget(event.key, active, count);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  return {
    open,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close({ returnFocus: false }) : openAt(startIndex())),
      onKeyDown: handleButtonKeyDown,
    },
    menuProps: { id: menuId, role: 'menu', 'aria-labelledby': buttonId, onKeyDown: handleMenuKeyDown },
    itemProps: (index: number): MenuItemProps => ({
      ref: (element) => {
        itemRefs.current[index] = element;
      },
      tabIndex: index === active ? 0 : -1,
      onPointerEnter: () => setActive(index),
    }),
  };
}
