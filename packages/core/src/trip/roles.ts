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
  /** Add, change, move and delete what is on the board, in the itinerary and in the trip's finances. */
  write: ['owner', 'editor'],
  /** Change the trip's dates and places. */
  editDetails: ['owner', 'editor'],
  /** Invite by e-mail, see and revoke the invitations, change roles, remove members, hand the trip over. */
  manageMembers: ['owner'],
  /** Make, rotate and revoke the read-only link to the itinerary for people without an account. */
  shareItinerary: ['owner'],
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

/** The kinds of item a trip holds, each changed by the rules below. */
export const TRIP_ITEM_KINDS = [
  'list',
  'task',
  'comment',
  'attachment',
  'goal',
  'expense',
  'day',
  'itineraryItem',
] as const;
export type TripItemKind = (typeof TRIP_ITEM_KINDS)[number];

/** What may be done to one item. */
export type ItemVerb = 'edit' | 'delete';

/**
 * Who, of the members whose role may write, may do it to one item: any of them (`role`), only the one who
 * added it (`author`), or its author and the trip's owner (`authorOrOwner`).
 */
export type ItemCondition = 'role' | 'author' | 'authorOrOwner';

/**
 * The conditions on single items, beside the role's: a comment is its author's words, which no other
 * member rewrites, and which the trip's owner may still take down. Everything else is the trip's, to any
 * member whose role writes.
 */
export const TRIP_ITEM_RULES = {
  list: { edit: 'role', delete: 'role' },
  task: { edit: 'role', delete: 'role' },
  comment: { edit: 'author', delete: 'authorOrOwner' },
  attachment: { edit: 'role', delete: 'role' },
  goal: { edit: 'role', delete: 'role' },
  expense: { edit: 'role', delete: 'role' },
  day: { edit: 'role', delete: 'role' },
  itineraryItem: { edit: 'role', delete: 'role' },
} as const satisfies Record<TripItemKind, Record<ItemVerb, ItemCondition>>;

/** A reader of a trip's items: their user id and role, or no role for their own plans before any trip. */
export interface ItemReader {
  userId: string;
  role: TripRole | null;
}

/** What the reader may do with one item, as answers carry it (`can`). */
export interface ItemAbilities {
  edit: boolean;
  delete: boolean;
}

/**
 * Whether the reader may do `verb` to the item: their role must allow writing the trip, and the item's rule
 * must hold for them. Without a trip (no role) everything they reach is their own. An item whose author's
 * account is gone (`createdBy` null) has no author to satisfy.
 */
export function mayOnItem(
  { userId, role }: ItemReader,
  kind: TripItemKind,
  verb: ItemVerb,
  { createdBy }: { createdBy: string | null },
): boolean {
  if (role === null) return true;
  if (!mayOnTrip(role, 'write')) return false;
  const condition: ItemCondition = TRIP_ITEM_RULES[kind][verb];
  if (condition === 'role') return true;
  if (createdBy === userId) return true;
  return condition === 'authorOrOwner' && role === 'owner';
}

/** Everything the reader may do with one item. */
export const abilitiesOn = (
  reader: ItemReader,
  kind: TripItemKind,
  item: { createdBy: string | null },
): ItemAbilities => ({
  edit: mayOnItem(reader, kind, 'edit', item),
  delete: mayOnItem(reader, kind, 'delete', item),
});
