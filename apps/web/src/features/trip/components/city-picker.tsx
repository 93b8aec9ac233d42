import { isCitySearchable, type CitySuggestion } from '@wayfarer/core';
import { MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import type { Messages } from '@/i18n/catalogue';
import { useFormats, type Formats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCombobox } from '@/lib/use-combobox';
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
  /** What keeps the form from being sent, such as no city picked (lib/use-send-attempt.ts). */
  problem?: string;
}

/** Under the city's name: its region, and its country as the reader's language names it. */
const regionOf = ({ address }: CitySuggestion, format: Formats) =>
  [address.state, format.country(address.country_code, address.country)].filter(Boolean).join(', ');

const optionName = (city: CitySuggestion, format: Formats) =>
  [city.address.name, regionOf(city, format)].filter(Boolean).join(', ');

/** What the live region says about the list, so a screen reader hears the results arrive. */
function announcement(search: CitySearch, open: boolean, t: Messages['trip']['cityPicker']): string {
  if (!open) return '';
  switch (search.status) {
    case 'idle':
      return '';
    case 'loading':
      return t.searchingCities;
    case 'error':
      return t.loadFailed;
    case 'done': {
      const count = search.cities.length;
      if (count === 0) return t.noneFound;
      return t.found(count);
    }
  }
}

/**
 * A city field with autocomplete, as an ARIA combobox: it searches past 3 characters after a pause in
 * typing, ArrowUp/ArrowDown move through the cities, Enter picks one and Escape closes the list.
 */
export function CityPicker({
  label,
  selected,
  onSelect,
  onClear,
  icon,
  placeholder,
  problem,
}: CityPickerProps) {
  const t = useMessages().trip.cityPicker;
  const format = useFormats();
  /** The text being typed; null while the field shows the selected city. */
  const [typed, setTyped] = useState<string | null>(null);
  /** Left with typed text and no city picked: the field says so. */
  const [leftUnpicked, setLeftUnpicked] = useState(false);

  const search = useCitySearch(typed ?? '');
  const text = typed ?? (selected ? placeLabel(selected, format) : '');
  const cities = search.status === 'done' ? search.cities : [];
  const combobox = useCombobox({
    options: cities,
    hasPopup: typed !== null && typed.trim() !== '',
    arrowKeys: typed !== null,
    onPick: (city) => {
      onSelect(city);
      setTyped(null);
      setLeftUnpicked(false);
    },
  });
  const { popupOpen, listOpen } = combobox;

  const unpicked = leftUnpicked && typed !== null;
  const invalid = unpicked || problem !== undefined;
  return (
    <div className={['city-picker', icon && 'city-picker--with-icon'].filter(Boolean).join(' ')}>
      <TextInput
        label={label}
        value={text}
        placeholder={placeholder}
        {...combobox.inputProps}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        invalid={invalid}
        hint={unpicked ? t.pickFromList : problem}
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
          combobox.restart();
          setLeftUnpicked(false);
        }}
        onFocus={() => {
          combobox.open();
          setLeftUnpicked(false);
        }}
        onBlur={() => {
          combobox.close();
          setLeftUnpicked(typed !== null && typed.trim() !== '');
        }}
      />
      <div className="city-picker__popup" hidden={!popupOpen}>
        <ul {...combobox.listboxProps} aria-label={label}>
          {cities.map((city, index) => (
            <li
              key={`${city.address.country_code}:${city.lat}:${city.lon}:${city.address.name}`}
              {...combobox.optionProps(index)}
              aria-label={optionName(city, format)}
              className="city-picker__option"
            >
              <MapPin className="city-picker__pin" aria-hidden="true" size={18} />
              <span className="city-picker__place">
                <span className="city-picker__city">{city.address.name}</span>
                <span className="city-picker__region">{regionOf(city, format)}</span>
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
        {announcement(search, popupOpen, t)}
      </span>
    </div>
  );
}

/** The popup's line when there is no list to show: keep typing, searching, nothing found, or a failure. */
function PopupNote({ search, typed }: { search: CitySearch; typed: string }) {
  const t = useMessages().trip.cityPicker;
  if (!isCitySearchable(typed)) {
    return <p className="city-picker__note">{t.typeMore}</p>;
  }
  if (search.status === 'error') {
    return <p className="city-picker__note city-picker__note--error">{t.loadFailedRetype}</p>;
  }
  if (search.status === 'done') return <p className="city-picker__note">{t.noneFound}</p>;
  return <p className="city-picker__note">{t.searching}</p>;
}
