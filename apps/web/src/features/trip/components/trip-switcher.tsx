import type { Trip, TripSummary } from '@wayfarer/core';
import { Check, ChevronDown, Plane, Plus, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Spinner } from '@/components/ui/spinner';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useMenuButton, type MenuItemProps } from '@/lib/use-menu-button';
import { useTrips } from '../api/get-trips';
import { failure } from '../messages';
import { ticketDate } from '../ticket-date';
import { destinationLabel } from '../trip-form';
import '@/components/ui/menu.css';
import './trip-switcher.css';

interface TripSwitcherProps {
  /** The current trip, as GET /trip answers it: the button's label from the first render on. */
  trip: Trip;
  /** Makes another trip the current one; the app then shows its dashboard. Rejects when it could not. */
  onSwitch: (tripId: string) => Promise<void>;
}

/** One entry of the menu: a trip to switch to (a menuitemradio, checked when current), or a page to open. */
type Entry =
  { kind: 'trip'; trip: TripSummary } | { kind: 'page'; path: string; label: string; icon: LucideIcon };

/**
 * The header's trip: where the user is going, and a menu (WAI-ARIA menu button) of their other trips
 * with their role in each, a new trip, and the Companions page. Enter, Space or the arrows open it; the
 * arrows, Home and End move; Escape closes it and gives focus back; Tab or a click outside closes it.
 */
export function TripSwitcher({ trip, onSwitch }: TripSwitcherProps) {
  const [, navigate] = useLocation();
  const t = useMessages();
  const texts = t.trip.switcher;
  const format = useFormats();
  const trips = useTrips();
  const [switching, setSwitching] = useState<string | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const label = destinationLabel(trip, format);
  const entries: readonly Entry[] = [
    ...(trips.data ?? []).map((summary): Entry => ({ kind: 'trip', trip: summary })),
    { kind: 'page', path: '/createtripdetails?new', label: texts.newTrip, icon: Plus },
    { kind: 'page', path: '/companions', label: texts.companions, icon: Users },
  ];
  const tripCount = trips.data?.length ?? 0;
  const { open, close, rootRef, buttonProps, menuProps, itemProps } = useMenuButton({
    count: entries.length,
    // The current trip is focused as the menu opens, the first entry while there is none.
    startIndex: () => Math.max(0, trips.data?.findIndex((summary) => summary.current) ?? -1),
    onOpen: () => setProblem(null),
  });

  async function switchTo(summary: TripSummary) {
    if (summary.current) {
      close();
      return;
    }
    if (switching) return;
    setSwitching(summary.id);
    setProblem(null);
    try {
      await onSwitch(summary.id);
      close();
    } catch (error) {
      setProblem(failure(texts.switchFailed, error));
    } finally {
      setSwitching(null);
    }
  }

  function openPage(path: string) {
    close();
    navigate(path);
  }

  function choose(entry: Entry) {
    if (entry.kind === 'trip') void switchTo(entry.trip);
    else openPage(entry.path);
  }

  return (
    <div ref={rootRef} className="trip-switcher">
      <button {...buttonProps} type="button" className="trip-switcher__button">
        <Plane aria-hidden="true" size={16} className="trip-switcher__plane" />
        <span className="visually-hidden">{texts.tripTo}</span>
        <span className="trip-switcher__label" title={label}>
          {label}
        </span>
        <ChevronDown aria-hidden="true" size={16} className="menu-chevron trip-switcher__chevron" />
      </button>
      {open && (
        <div className="menu-popup trip-switcher__popup">
          {trips.isPending && (
            <p className="trip-switcher__note" role="status">
              <span aria-hidden="true">
                <Spinner size={16} />
              </span>
              {texts.loading}
            </p>
          )}
          {trips.isError && (
            <p className="trip-switcher__note trip-switcher__note--error" role="alert">
              {texts.loadFailed}
            </p>
          )}
          {problem && <MessageBox {...problem} className="trip-switcher__problem" />}
          <div {...menuProps} className="trip-switcher__menu">
            {tripCount > 0 && (
              <div role="group" aria-label={texts.menu} className="trip-switcher__trips">
                {entries.slice(0, tripCount).map((entry, index) => (
                  <SwitcherItem
                    key={entryKey(entry)}
                    entry={entry}
                    switching={switching}
                    onChoose={() => choose(entry)}
                    menuItem={itemProps(index)}
                  />
                ))}
              </div>
            )}
            {tripCount > 0 && <div role="separator" className="trip-switcher__separator" />}
            {entries.slice(tripCount).map((entry, offset) => (
              <SwitcherItem
                key={entryKey(entry)}
                entry={entry}
                switching={switching}
                onChoose={() => choose(entry)}
                menuItem={itemProps(tripCount + offset)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

const entryKey = (entry: Entry) => (entry.kind === 'trip' ? entry.trip.id : entry.path);

interface SwitcherItemProps {
  entry: Entry;
  /** The trip being switched to, if any. */
  switching: string | null;
  onChoose: () => void;
  menuItem: MenuItemProps;
}

function SwitcherItem({ entry, switching, onChoose, menuItem }: SwitcherItemProps) {
  const Icon = entry.kind === 'page' ? entry.icon : null;
  return (
    <button
      {...menuItem}
      type="button"
      role={entry.kind === 'trip' ? 'menuitemradio' : 'menuitem'}
      aria-checked={entry.kind === 'trip' ? entry.trip.current : undefined}
      className="menu-item trip-switcher__item"
      onClick={onChoose}
    >
      {entry.kind === 'trip' ? (
        <TripEntry summary={entry.trip} switching={switching === entry.trip.id} />
      ) : (
        <>
          {Icon && <Icon aria-hidden="true" size={18} className="menu-item__icon" />}
          {entry.label}
        </>
      )}
    </button>
  );
}

function TripEntry({ summary, switching }: { summary: TripSummary; switching: boolean }) {
  const t = useMessages();
  const format = useFormats();
  return (
    <>
      <span className="trip-switcher__check" aria-hidden="true">
        {switching ? <Spinner size={16} /> : summary.current && <Check size={16} strokeWidth={2.5} />}
      </span>
      <span className="trip-switcher__text">
        <span className="trip-switcher__name">{destinationLabel(summary, format)}</span>
        <span className="trip-switcher__meta">
          {t.companions.roles[summary.role]} · {t.trip.switcher.people(summary.memberCount)} ·{' '}
          {ticketDate(summary.whenDay)}
        </span>
      </span>
      {switching && <span className="visually-hidden">{t.trip.switcher.switching}</span>}
    </>
  );
}
