import type { ItineraryPlaceBody, PlaceResult } from '@wayfarer/core';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import type { Messages } from '@/i18n/catalogue';
import { useMessages } from '@/i18n/language';
import { useCombobox } from '@/lib/use-combobox';
import { usePlaceSearch, type PlaceSearch } from '../api/search-places';

interface PlaceSearchFieldProps {
  label: string;
  /** The point the search looks near first: the trip's destination. */
  near: { lat: number; lon: number };
  /** The place picked, shown in the field while the user is not typing over it. */
  selected: ItineraryPlaceBody | null;
  onSelect: (place: PlaceResult) => void;
  /** The user started typing over the picked place: none is picked any more. */
  onClear: () => void;
  /** What keeps the form from being sent (lib/use-send-attempt.ts). */
  problem?: string | undefined;
}

/** What the live region says of the list, so a screen reader hears the results arrive. */
function announcement(search: PlaceSearch, t: Messages['itinerary']['placeSearch']): string {
  switch (search.status) {
    case 'idle':
      return '';
    case 'loading':
      return t.searching;
    case 'error':
      return t.failed;
    case 'done':
      return search.places.length === 0 ? t.noneFound : t.found(search.places.length);
  }
}

/**
 * A place by name or address, as an ARIA combobox over GET /places/search: it searches after a pause in
 * typing, near the trip's destination; ArrowUp/ArrowDown move through the places, Enter picks one,
 * Escape closes the list. Searching, nothing found and a failure are said in the popup.
 */
export function PlaceSearchField({
  label,
  near,
  selected,
  onSelect,
  onClear,
  problem,
}: PlaceSearchFieldProps) {
  const t = useMessages().itinerary.placeSearch;
  const [typed, setTyped] = useState<string | null>(null);
  const search = usePlaceSearch(typed ?? '', near);
  const places = search.status === 'done' ? search.places : [];
  const combobox = useCombobox({
    options: places,
    hasPopup: typed !== null && typed.trim() !== '',
    arrowKeys: typed !== null,
    onPick: (place) => {
      onSelect(place);
      setTyped(null);
    },
  });
  const { popupOpen, listOpen } = combobox;
  const text = typed ?? selected?.name ?? '';

  return (
    <div className="place-search">
      <TextInput
        label={label}
        value={text}
        placeholder={t.placeholder}
        {...combobox.inputProps}
        autoComplete="off"
        spellCheck={false}
        invalid={problem !== undefined}
        hint={problem ?? (selected?.address || undefined)}
        trailing={
          <span className="place-search__adornment" aria-hidden="true">
            {popupOpen && search.status === 'loading' ? <Spinner label="" size={18} /> : <MapPin size={18} />}
          </span>
        }
        onChange={(event) => {
          if (typed === null && selected) onClear();
          setTyped(event.target.value);
          combobox.restart();
        }}
        onFocus={() => combobox.open()}
        onBlur={() => combobox.close()}
      />
      <div className="place-search__popup" hidden={!popupOpen}>
        <ul {...combobox.listboxProps} aria-label={label}>
          {places.map((place, index) => (
            <li
              key={`${place.osmType}:${place.osmId}`}
              {...combobox.optionProps(index)}
              className="place-search__option"
            >
              <span className="place-search__name">{place.name}</span>
              {place.address && <span className="place-search__address">{place.address}</span>}
            </li>
          ))}
        </ul>
        {popupOpen && !listOpen && <PopupNote search={search} />}
        {listOpen && <p className="place-search__credit">{t.credit}</p>}
      </div>
      <span className="visually-hidden" role="status">
        {popupOpen ? announcement(search, t) : ''}
      </span>
    </div>
  );
}

function PopupNote({ search }: { search: PlaceSearch }) {
  const t = useMessages().itinerary.placeSearch;
  if (search.status === 'idle') return <p className="place-search__note">{t.typeMore}</p>;
  if (search.status === 'error')
    return <p className="place-search__note place-search__note--error">{t.failed}</p>;
  if (search.status === 'done') return <p className="place-search__note">{t.noneFound}</p>;
  return <p className="place-search__note">{t.searching}</p>;
}
