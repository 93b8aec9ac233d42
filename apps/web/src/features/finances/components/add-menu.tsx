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
import type { Messages } from '@/i18n/catalogue';
import { useMessages } from '@/i18n/language';
import { useMenuButton } from '@/lib/use-menu-button';
import type { EditorTarget } from './finance-editor';
import '@/components/ui/menu.css';
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
  const { open, close, rootRef, buttonProps, menuProps, itemProps } = useMenuButton({
    count: choices.length,
  });

  function pick(choice: AddChoice) {
    // Focus is back on the button before the modal opens, so the modal hands it back there on closing.
    close();
    onSelect(choice.target);
  }

  return (
    <div ref={rootRef} className="add-menu">
      <button
        {...buttonProps}
        type="button"
        className="button button--primary add-menu__button"
        disabled={disabled}
      >
        <span className="button__content">
          <Plus aria-hidden="true" size={20} />
          {t.add}
          <ChevronDown aria-hidden="true" size={18} className="menu-chevron add-menu__chevron" />
        </span>
      </button>
      {open && (
        <div {...menuProps} className="menu-popup add-menu__list">
          {choices.map((choice, index) => (
            <button
              key={choice.label}
              {...itemProps(index)}
              type="button"
              role="menuitem"
              className="menu-item add-menu__item"
              onClick={() => pick(choice)}
            >
              <choice.icon aria-hidden="true" size={18} className="menu-item__icon" />
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
