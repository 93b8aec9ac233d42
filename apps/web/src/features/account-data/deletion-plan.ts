import type { TripMember, TripSummary } from '@wayfarer/core';
import type { Formats } from '@/i18n/formats';

/** A shared trip the user owns, and who it will pass to: named when the members tell it for sure. */
export interface HandedOverTrip {
  trip: TripSummary;
  heir: string | null;
}

/** What deleting the account does to each of the user's trips. */
export interface DeletionPlan {
  /** Owned and shared: each passes to the member who joined first, as its owner. */
  handedOver: HandedOverTrip[];
  /** Owned alone: deleted with their board, goals, costs and files. */
  deleted: TripSummary[];
  /** Others' trips: the user leaves them, and what they added stays there. */
  left: TripSummary[];
}

/**
 * The plan for the user's trips. The heir is named only when the trip has one companion: the members'
 * answer does not say who joined first, which decides among several.
 */
export function deletionPlan(
  trips: readonly TripSummary[],
  membersOf: (tripId: string) => readonly TripMember[] | undefined,
): DeletionPlan {
  const plan: DeletionPlan = { handedOver: [], deleted: [], left: [] };
  for (const trip of trips) {
    if (trip.role !== 'owner') {
      plan.left.push(trip);
    } else if (trip.memberCount === 1) {
      plan.deleted.push(trip);
    } else {
      const companions = membersOf(trip.id)?.filter((member) => member.role !== 'owner') ?? [];
      const heir = companions.length === 1 ? (companions[0]?.name ?? null) : null;
      plan.handedOver.push({ trip, heir });
    }
  }
  return plan;
}

/** The trips whose members the plan wants read: the shared ones the user owns. */
export const tripsToHandOver = (trips: readonly TripSummary[]) =>
  trips.filter((trip) => trip.role === 'owner' && trip.memberCount > 1);

/** A trip as the dialog names it: 'Paris, France' ('Paris, França'). */
export const tripName = (trip: TripSummary, names: Pick<Formats, 'country'>) =>
  `${trip.tripCity}, ${names.country(trip.tripCountrySlug, trip.tripCountry)}`;
