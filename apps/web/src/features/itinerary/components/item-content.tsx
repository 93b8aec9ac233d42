import {
  daysBetween,
  dayOfWallTime,
  type CalendarDay,
  type ItineraryItem,
  type ItineraryPlace,
} from '@wayfarer/core';
import {
  BedDouble,
  Bike,
  Bus,
  Car,
  Footprints,
  MapPin,
  Plane,
  Ship,
  StickyNote,
  TrainFront,
  Route,
} from 'lucide-react';
import { useMessages } from '@/i18n/language';
import { useTimeOptions } from '../use-time-options';
import { formatZonedTime } from '../itinerary-times';
import './item-content.css';

/** The icon of what an item is: a transport's by how it goes. */
function ItemIcon({ item }: { item: ItineraryItem }) {
  const props = { className: 'itinerary-item__icon', 'aria-hidden': true, size: 18 } as const;
  switch (item.kind === 'transport' ? (item.mode ?? 'other') : item.kind) {
    case 'flight':
      return <Plane {...props} />;
    case 'train':
      return <TrainFront {...props} />;
    case 'bus':
      return <Bus {...props} />;
    case 'ferry':
      return <Ship {...props} />;
    case 'car':
      return <Car {...props} />;
    case 'walk':
      return <Footprints {...props} />;
    case 'bike':
      return <Bike {...props} />;
    case 'stay':
      return <BedDouble {...props} />;
    case 'note':
      return <StickyNote {...props} />;
    case 'place':
      return <MapPin {...props} />;
    default:
      return <Route {...props} />;
  }
}

/** Where an item is: its place's address, after the place's name when the title is another. */
function placeLine(title: string, place: ItineraryPlace): string {
  if (!place.address || place.address === place.name) return place.name;
  return place.name === title ? place.address : `${place.name} · ${place.address}`;
}

interface ItemContentProps {
  item: ItineraryItem;
  /** The date of the day it is shown under: a time on another date names its date. */
  onDay: CalendarDay | null;
  /** Its number on the day's map, when it stops somewhere. */
  stopNumber?: number | undefined;
  colour: string;
}

/**
 * What an item says: what it is, its title, its times in its own zone (named when not the device's),
 * its place, and a transport's mode, ends, carrier and number, then its notes.
 */
export function ItemContent({ item, onDay, stopNumber, colour }: ItemContentProps) {
  const t = useMessages().itinerary;
  const options = useTimeOptions(onDay);
  const time = (which: 'start' | 'end') => {
    const value = item[which];
    return value ? formatZonedTime(value, options) : null;
  };
  const start = time('start');
  const end = time('end');
  const kind = item.kind === 'transport' ? t.modes[item.mode ?? 'other'] : t.kinds[item.kind];
  const nights =
    item.kind === 'stay' && item.start && item.end
      ? daysBetween(dayOfWallTime(item.start.local), dayOfWallTime(item.end.local))
      : 0;

  return (
    <div className="itinerary-item__content">
      <span className="itinerary-item__head">
        {stopNumber !== undefined ? (
          <span className="itinerary-item__number" style={{ backgroundColor: colour }}>
            <span aria-hidden="true">{stopNumber}</span>
            <span className="visually-hidden">{t.item.stop(stopNumber)}</span>
          </span>
        ) : (
          <ItemIcon item={item} />
        )}
        <span className="itinerary-item__kind">{kind}</span>
        <span className="itinerary-item__title">{item.title}</span>
      </span>
      {item.kind === 'stay' ? (
        <span className="itinerary-item__times">
          {start && <span>{t.item.checkIn(start)}</span>}
          {end && <span>{t.item.checkOut(end)}</span>}
          {nights > 0 && <span>{t.item.nights(nights)}</span>}
        </span>
      ) : (
        (start ?? end) && (
          <span className="itinerary-item__times">
            {start && end ? t.item.times(start, end) : (start ?? end)}
          </span>
        )
      )}
      {item.kind === 'transport' && (item.from ?? item.to) && (
        <span className="itinerary-item__route">
          {t.item.route(item.from?.name ?? t.item.someWhere, item.to?.name ?? t.item.someWhere)}
        </span>
      )}
      {item.kind === 'transport' && (item.carrier || item.number) && (
        <span className="itinerary-item__carrier">{t.item.carrier(item.carrier, item.number)}</span>
      )}
      {item.kind !== 'transport' && item.place && (
        <span className="itinerary-item__place">{placeLine(item.title, item.place)}</span>
      )}
      {item.notes && <span className="itinerary-item__notes">{item.notes}</span>}
    </div>
  );
}
