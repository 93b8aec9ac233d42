import type { Trip } from '@wayfarer/core';
import { Plane } from 'lucide-react';
import { destinationLabel } from '../trip-form';

/** The header's line about the trip: where the user is going. */
export function HeaderTrip({ trip }: { trip: Trip }) {
  const label = destinationLabel(trip);
  return (
    <>
      <Plane aria-hidden="true" size={14} />
      <span className="visually-hidden">Trip to </span>
      <span title={label}>{label}</span>
    </>
  );
}
