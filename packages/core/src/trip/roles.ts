/*
 * Who may do what to a shared trip: one table of roles and actions that the server's policy layer
 * enforces on every route and the web app reads to decide which controls to show.
 */

export const TRIP_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TripRole = (typeof TRIP_ROLES)[number];

/** The roles an invitation may offer: a trip has one owner, who hands it over rather than invites one. */
export const INVITED_ROLES = ['editor', 'viewer'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** Each action on a trip, and the roles that may take it. */
export const TRIP_PERMISSIONS = {
  /** See the trip, its board, its finances and its members. */
  read: ['owner', 'editor', 'viewer'],
  /** Add, change, move and delete what is on the board and in the trip's finances. */
  write: ['owner', 'editor'],
  /** Change the trip's dates and places. */
  editDetails: ['owner', 'editor'],
  /** Invite by e-mail, see and revoke the invitations, change roles, remove members, hand the trip over. */
  manageMembers: ['owner'],
  deleteTrip: ['owner'],
  /** Leave the trip: the owner hands it over first. */
  leave: ['editor', 'viewer'],
} as const satisfies Record<string, readonly TripRole[]>;
export type TripAction = keyof typeof TRIP_PERMISSIONS;

/** Whether a member of this role may take the action; no role (not a member) may take none. */
export function mayOnTrip(role: TripRole | null | undefined, action: TripAction): boolean {
  return role != null && (TRIP_PERMISSIONS[action] as readonly TripRole[]).includes(role);
}

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;
