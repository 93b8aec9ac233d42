import { ItineraryPrint } from '@/features/itinerary/components/itinerary-print';
import { useTrip } from '@/features/trip/api/get-trip';
import { currentTripOf, useTrips } from '@/features/trip/api/get-trips';
import { BootScreen } from '../boot-screen';
import { AppProvider } from '../provider';

/**
 * /itinerary/print: the current trip's itinerary on paper, outside the layout (no menu, no header), with
 * the app's data cache all the same: opened from the itinerary, it draws from what that page read.
 */
export function ItineraryPrintPage() {
  return (
    <AppProvider>
      <PrintOfCurrentTrip />
    </AppProvider>
  );
}

function PrintOfCurrentTrip() {
  const trips = useTrips();
  const trip = useTrip();
  const tripId = trips.data && currentTripOf(trips.data)?.id;
  if (!tripId || !trip.data) return <BootScreen />;
  return <ItineraryPrint tripId={tripId} destination={trip.data.tripCity} />;
}
