import { FinanceKind } from '@wayfarer/core';
import {
  Banknote,
  ChevronDown,
  Compass,
  Luggage,
  Plus,
  Receipt,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Messages } from '../../../i18n/catalogue';
import { useMessages } from '../../../i18n/language';
import { menuKeyTarget } from '../../../lib/menu-keys';
import type { EditorTarget } from './finance-editor';
import './add-menu.css';

interface AddChoice {
  label: string;
  icon: LucideIcon;
  target: EditorTarget;
}

/** The add menu's entries, in the spec's order and wording. */
const choicesIn = (t: Messages['finances']['addMenu']): readonly AddChoice[] => [
  { label: t.entrances, icon: Banknote, target: { kind: 'entrance' } },
  { label: t.domesticGoals, icon: Target, target: { kind: 'goal', type: FinanceKind.domestic } },
  { label: t.domesticCost, icon: Receipt, target: { kind: 'expense', type: FinanceKind.domestic } },
  { label: t.travelGoals, icon: Compass, target: { kind: 'goal', type: FinanceKind.trip } },
  { label: t.travelCost, icon: Luggage, target: { kind: 'expense', type: FinanceKind.trip } },
];

interface AddMenuProps {
  onSelect: (target: EditorTarget) => void;
  disabled?: boolean;
  /** Offers Travel Goals and Travel Cost: not to a viewer of the trip, whose are the other three. */
  tripItems?: boolean;
}

const isTripChoice = ({ target }: AddChoice) =>
  target.kind !== 'entrance' && target.type === FinanceKind.trip;

/**
 * The Add button and its menu (WAI-ARIA menu button): Enter, Space or the arrows open it, the arrows,
 * Home and End move, Enter picks, Escape closes and gives focus back, a click outside closes it.
 */
export function AddMenu({ onSelect, disabled = false, tripItems = true }: AddMenuProps) {
  const t = useMessages().finances.addMenu;
  const all = choicesIn(t);
  const choices = tripItems ? all : all.filter((choice) => !isTripChoice(choice));
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
    setActive(index);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') openAt(0);
    else if (event.key === 'ArrowUp') openAt(choices.length - 1);
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
      setOpen(false);
      return;
    }
    const next = menuKeyTarget(event.key, active, choices.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  function pick(choice: AddChoice) {
    // Focus is back on the button before the modal opens, so the modal hands it back there on closing.
    close();
    onSelect(choice.target);
  }

  return (
    <div ref={rootRef} className="add-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button button--primary add-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        <span className="button__content">
          <Plus aria-hidden="true" size={20} />
          {t.add}
          <ChevronDown aria-hidden="true" size={18} className="add-menu__chevron" />
        </span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="add-menu__list"
          onKeyDown={handleMenuKeyDown}
        >
          {choices.map((choice, index) => (
            <button
              key={choice.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className="add-menu__item"
              onClick={() => pick(choice)}
              onPointerEnter={() => setActive(index)}
            >
              <choice.icon aria-hidden="true" size={18} />
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
