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
import type { Message } from '@/components/ui/message-box';
import type { Messages } from '@/i18n/catalogue';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

const ACTIONS = Object.keys(TRIP_PERMISSIONS) as TripAction[];

export interface RoleGuide {
  role: TripRole;
  name: string;
  summary: string;
  /** What the role may do, read from core's roles table: the one the server enforces. */
  abilities: string[];
}

/** Each role in plain words, owner first: what it is for and what it may do. */
export function roleGuide(texts: Messages['companions'] = messages().companions): RoleGuide[] {
  return TRIP_ROLES.map((role) => ({
    role,
    name: texts.roles[role],
    summary: texts.roleSummaries[role],
    abilities: ACTIONS.filter((action) => mayOnTrip(role, action)).map((action) => texts.actions[action]),
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

/** An invitation link's token as the server makes them (32 random bytes, base64url); others are no link. */
export const isInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A link that is no invitation (unknown to the server, or not even shaped like one). */
export function invitationNotFound(): Message {
  return { type: 'error', ...messages().companions.invitation.notFound };
}

/** The invitation page's state once GET /invitations/:token (or the accept) failed. */
export type InvitationProblem =
  | { kind: 'gone'; message: Message }
  | { kind: 'wrong_account' }
  | { kind: 'not_found'; message: Message }
  | { kind: 'failed'; message: Message };

/** 404 not found; 410 used, revoked or expired, in the server's words; 403 another account; else a failure. */
export function invitationProblem(error: unknown, failedTitle: string): InvitationProblem {
  const texts = messages().companions.invitation;
  const loadFailed: Message = { type: 'server_error', title: failedTitle, text: texts.loadFailed.text };
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: loadFailed };
  if (error.status === 404) return { kind: 'not_found', message: invitationNotFound() };
  if (error.status === 403 && error.code === 'wrong_account') return { kind: 'wrong_account' };
  if (error.status === 410) {
    const titles: Record<string, string> = texts.gone;
    return {
      kind: 'gone',
      message: {
        type: 'attention',
        title: titles[error.code] ?? texts.goneFallback,
        text: error.message,
      },
    };
  }
  if (error.status === 0) return { kind: 'failed', message: loadFailed };
  return {
    kind: 'failed',
    message: {
      type: error.status >= 500 ? 'server_error' : 'error',
      title: failedTitle,
      text: error.status >= 500 ? messages().trip.failures.ourSide : error.message,
    },
  };
}
