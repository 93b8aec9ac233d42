import type { NewsCategory } from '@wayfarer/core';
import { useRef, type KeyboardEvent } from 'react';
import { nextIndex, previousIndex } from '@/lib/cycle';
import { useMessages } from '@/i18n/language';
import { newsTabs } from '../news-list';

/** The id of a category's tab, so the panel can be labelled by the tab that is selected. */
export const newsTabId = (idBase: string, category: NewsCategory | undefined) =>
  `${idBase}-tab-${category ?? 'all'}`;

interface NewsTabsProps {
  idBase: string;
  panelId: string;
  selected: NewsCategory | undefined;
  onSelect: (category: NewsCategory | undefined) => void;
}

/**
 * The category tabs as an ARIA tablist. Tab enters at the selected tab; the arrow keys, Home and End
 * move between tabs and Enter or Space opens one (manual activation: each tab loads from the network,
 * so arrowing across the list does not fire a request per tab).
 */
export function NewsTabs({ idBase, panelId, selected, onSelect }: NewsTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const t = useMessages().news.tabs;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    const to =
      event.key === 'ArrowRight'
        ? nextIndex(at, tabs.length)
        : event.key === 'ArrowLeft'
          ? previousIndex(at, tabs.length)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    tabs[to]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={t.label} className="news-tabs" onKeyDown={handleKeyDown}>
      {newsTabs().map(({ label, category }) => {
        const isSelected = category === selected;
        return (
          <button
            key={category ?? 'all'}
            type="button"
            role="tab"
            id={newsTabId(idBase, category)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className="news-tabs__tab"
            onClick={() => onSelect(category)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
