import { isCitySearchable, type CitySuggestion } from '@wayfarer/core';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { moveActiveOption } from '../active-option';
import { useCitySearch, type CitySearch } from '../api/search-cities';
import { placeLabel, type CityAddress } from '../trip-form';
import './city-picker.css';

interface CityPickerProps {
  label: string;
  /** The city picked or saved, shown in the field while the user is not typing over it. */
  selected: CityAddress | null;
  onSelect: (city: CitySuggestion) => void;
  /** The user started typing over the selected city: no city is picked any more. */
  onClear: () => void;
  /** A decorative icon at the start of the field. */
  icon?: ReactNode;
  placeholder?: string;
}

const optionName = ({ address }: CitySuggestion) =>
  [address.name, address.state, address.country].filter(Boolean).join(', ');

/** What the live region says about the list, so a screen reader hears the results arrive. */
function announcement(search: CitySearch, open: boolean): string {
  if (!open) return '';
  switch (search.status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching cities…';
    case 'error':
      return 'The cities could not be loaded.';
    case 'done': {
      const count = search.cities.length;
      if (count === 0) return 'No city found';
      return `${count} ${count === 1 ? 'city' : 'cities'} found; use the up and down arrows to choose.`;
    }
  }
}

/**
 * A city field with autocomplete, as an ARIA combobox: it searches past 3 characters after a pause in
 * typing, ArrowUp/ArrowDown move through the cities, Enter picks one and Escape closes the list.
 */
export function CityPicker({ label, selected, onSelect, onClear, icon, placeholder }: CityPickerProps) {
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** The text being typed; null while the field shows the selected city. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  /** Left with typed text and no city picked: the field says so. */
  const [leftUnpicked, setLeftUnpicked] = useState(false);

  const search = useCitySearch(typed ?? '');
  const text = typed ?? (selected ? placeLabel(selected) : '');
  const cities = search.status === 'done' ? search.cities : [];
  const popupOpen = open && typed !== null && typed.trim() !== '';
  const listOpen = popupOpen && cities.length > 0;
  const active = listOpen && activeIndex < cities.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function pick(city: CitySuggestion) {
    onSelect(city);
    setTyped(null);
    setOpen(false);
    setActiveIndex(-1);
    setLeftUnpicked(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (typed === null) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex(moveActiveOption(active, cities.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        if (!popupOpen) return;
        // Enter in an open list picks (or does nothing); it never submits the form around it.
        event.preventDefault();
        const city = cities[active];
        if (city) pick(city);
        return;
      }
      case 'Escape': {
        if (!popupOpen) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
    }
  }

  const invalid = leftUnpicked && typed !== null;
  return (
    <div className={['city-picker', icon && 'city-picker--with-icon'].filter(Boolean).join(' ')}>
      <TextInput
        label={label}
        value={text}
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        invalid={invalid}
        hint={invalid ? 'Choose a city from the list.' : undefined}
        trailing={
          <span className="city-picker__adornments" aria-hidden="true">
            {icon && <span className="city-picker__icon">{icon}</span>}
            {popupOpen && search.status === 'loading' && (
              <span className="city-picker__busy">
                <Spinner label="" size={18} />
              </span>
            )}
          </span>
        }
        onChange={(event) => {
          if (typed === null && selected) onClear();
          setTyped(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
          setLeftUnpicked(false);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          setOpen(true);
          setLeftUnpicked(false);
        }}
        onBlur={() => {
          setOpen(false);
          setActiveIndex(-1);
          setLeftUnpicked(typed !== null && typed.trim() !== '');
        }}
      />
      <div className="city-picker__popup" hidden={!popupOpen}>
        <ul ref={listRef} id={listboxId} role="listbox" aria-label={label} hidden={!listOpen}>
          {cities.map((city, index) => (
            <li
              key={`${city.address.country_code}:${city.lat}:${city.lon}:${city.address.name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-label={optionName(city)}
              className="city-picker__option"
              // Keep the focus in the field: the click picks, the field stays the one focused element.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (index !== active) setActiveIndex(index);
              }}
              onClick={() => pick(city)}
            >
              <MapPin className="city-picker__pin" aria-hidden="true" size={18} />
              <span className="city-picker__place">
                <span className="city-picker__city">{city.address.name}</span>
                <span className="city-picker__region">
                  {[city.address.state, city.address.country].filter(Boolean).join(', ')}
                </span>
              </span>
              <span className="city-picker__code" aria-hidden="true">
                {city.address.country_code}
              </span>
            </li>
          ))}
        </ul>
        {popupOpen && !listOpen && <PopupNote search={search} typed={typed ?? ''} />}
      </div>
      <span className="visually-hidden" role="status">
        {announcement(search, popupOpen)}
      </span>
    </div>
  );
}

/** The popup's line when there is no list to show: keep typing, searching, nothing found, or a failure. */
function PopupNote({ search, typed }: { search: CitySearch; typed: string }) {
  if (!isCitySearchable(typed)) {
    return <p className="city-picker__note">Type at least 4 letters to search for a city.</p>;
  }
  if (search.status === 'error') {
    return (
      <p className="city-picker__note city-picker__note--error">
        The cities could not be loaded. Check your connection and type again.
      </p>
    );
  }
  if (search.status === 'done') return <p className="city-picker__note">No city found</p>;
  return <p className="city-picker__note">Searching…</p>;
}
