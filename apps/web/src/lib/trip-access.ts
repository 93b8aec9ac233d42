import { mayOnTrip, TRIP_PERMISSIONS, type CreatedBy, type TripAction, type TripRole } from '@wayfarer/core';
import type { Messages } from '../i18n/catalogue';
import { messages } from '../i18n/language';

/** The signed-in user's place in their current trip, as GET /trips tells it. */
export interface TripMembership {
  tripId: string;
  role: TripRole;
  memberCount: number;
}

/** Which of the trip's actions the user may take, by the roles table of core that the server enforces. */
export type TripControls = Readonly<Record<TripAction, boolean>>;

export interface TripAccess {
  /** False while the membership is on its way: the controls wait for it rather than flash in or out. */
  known: boolean;
  /** The role in the current trip; null without one, or before it is known. */
  role: TripRole | null;
  /** Others plan the trip too: its items then say who added them. */
  shared: boolean;
  may: TripControls;
}

const ACTIONS = Object.keys(TRIP_PERMISSIONS) as TripAction[];

const controls = (allowed: (action: TripAction) => boolean): TripControls =>
  Object.fromEntries(ACTIONS.map((action) => [action, allowed(action)])) as Record<TripAction, boolean>;

/**
 * Without a current trip the user has a board and trip finances of their own (docs/sharing.md, "Before a trip"):
 * everything on them is theirs to change, and there is nobody to manage and nothing to leave.
 */
const OWN_PLANS: readonly TripAction[] = ['read', 'write', 'editDetails'];

/**
 * What the user may do, from their membership of the current trip: undefined while GET /trips is on its
 * way (no control is offered yet), null when they have no current trip (their own plans, all theirs).
 */
export function tripAccessOf(membership: TripMembership | null | undefined): TripAccess {
  if (membership === undefined) {
    return { known: false, role: null, shared: false, may: controls(() => false) };
  }
  if (membership === null) {
    return { known: true, role: null, shared: false, may: controls((action) => OWN_PLANS.includes(action)) };
  }
  const { role, memberCount } = membership;
  return {
    known: true,
    role,
    shared: memberCount > 1,
    may: controls((action) => mayOnTrip(role, action)),
  };
}

/**
 * "Added by …" under an item of a shared trip; null for an item no one else sees (no `createdBy` in the
 * answer) and in a trip planned alone, where every item is the user's own and the line would be noise.
 * An author whose account is gone reads "Former member" even when the reader is now the trip's only
 * member: the item was still someone else's. Worded by the catalogue given (the current one by default).
 */
export function addedByText(
  createdBy: CreatedBy,
  shared: boolean,
  catalogue: Messages = messages(),
): string | null {
  const { addedBy } = catalogue.ui;
  if (createdBy === null) return addedBy.formerMember;
  if (createdBy === undefined || !shared) return null;
  return addedBy.name(createdBy.name);
}
