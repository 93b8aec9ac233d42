import {
  DEFAULT_PHOTO,
  mayOnTrip,
  normalizeEmail,
  TRIP_PERMISSIONS,
  TRIP_ROLES,
  userPhotoUrl,
  type TripAction,
  type TripMember,
  type TripRole,
} from '@wayfarer/core';
import { actionTexts, roleNames, roleSummaries } from './messages';

const ACTIONS = Object.keys(TRIP_PERMISSIONS) as TripAction[];

export interface RoleGuide {
  role: TripRole;
  name: string;
  summary: string;
  /** What the role may do, read from core's roles table: the one the server enforces. */
  abilities: string[];
}

/** Each role in plain words, owner first: what it is for and what it may do. */
export function roleGuide(): RoleGuide[] {
  return TRIP_ROLES.map((role) => ({
    role,
    name: roleNames[role],
    summary: roleSummaries[role],
    abilities: ACTIONS.filter((action) => mayOnTrip(role, action)).map((action) => actionTexts[action]),
  }));
}

/** Whether the member is the signed-in user, known by the e-mail of GET /user. */
export const isMe = (member: Pick<TripMember, 'email'>, myEmail: string | undefined) =>
  myEmail !== undefined && normalizeEmail(member.email) === normalizeEmail(myEmail);

const ROLE_ORDER: Record<TripRole, number> = { owner: 0, editor: 1, viewer: 2 };

/** The owner first, then editors, then viewers, each by name. */
export function orderMembers(members: readonly TripMember[]): TripMember[] {
  return [...members].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name));
}

/** A member's photo, or null for the default one, which the app draws as their initials. */
export const memberPhotoSrc = (photo: string) =>
  photo && photo !== DEFAULT_PHOTO ? userPhotoUrl(photo) : null;
