import { ItineraryOfTrip } from '@/features/itinerary/components/itinerary-page';
import { currentTripOf, useTrips } from '@/features/trip/api/get-trips';

/** /itinerary: the current trip's days, the trip's id told by the user's trips. */
export function ItineraryPage() {
  const trips = useTrips();
  const tripId = trips.data ? (currentTripOf(trips.data)?.id ?? null) : undefined;
  return <ItineraryOfTrip tripId={tripId} />;
}
