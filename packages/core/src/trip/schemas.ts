import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../accounts/credentials';
import { emailSchema, userProfileSchema } from '../accounts/schemas';
import { calendarDaySchema, epochDateSchema } from '../calendar/schemas';
import {
  countryCodeSchema,
  currencyCodeSchema,
  latitudeSchema,
  longitudeSchema,
  placeNameSchema,
} from '../geo/schemas';
import { rowVersionSchema } from '../http/schemas';
import { languageSchema } from '../i18n/schemas';
import { ruleIssue } from '../i18n/validation-rules';
import { isReturnDayOf } from '../itinerary/itinerary';
import { singleLineText } from '../text/schemas';
import { INVITED_ROLES, TRIP_ROLES } from './roles';

/** What the reader may do with one item of a trip, as every item's answer carries it (trip/roles.ts `abilitiesOn`). */
export const itemAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });

/** Spec section 3 "Trip/location state", as the API answers it (the client's `loaded` flag is its own). */
export const tripSchema = z.object({
  currentCity: placeNameSchema.min(1),
  currentState: placeNameSchema,
  currentCountry: placeNameSchema.min(1),
  currentCountrySlug: countryCodeSchema,
  currentCurrency: currencyCodeSchema,
  tripCity: placeNameSchema.min(1),
  tripState: placeNameSchema,
  tripCountry: placeNameSchema.min(1),
  tripCountrySlug: countryCodeSchema,
  tripCurrency: currencyCodeSchema,
  tripLat: latitudeSchema,
  tripLon: longitudeSchema,
  /** The trip's day as epoch ms: noon UTC of `whenDay` in answers; read in its author's zone when sent alone. */
  when: epochDateSchema,
  /** The trip's day, the same for every reader: what the web app reads and sends. */
  whenDay: calendarDaySchema,
  /** The day the trip ends, from the trip's day to a year after it; null while it is open-ended. */
  returnDate: calendarDaySchema.nullable(),
  /** Raised by each change of the trip's details; PATCH /trip may send it to refuse a stale change. */
  version: rowVersionSchema.optional(),
});
export type Trip = z.infer<typeof tripSchema>;

/**
 * Fields that describe one place and so change together: a city moved alone would keep the old city's
 * region, country, currency or coordinates. Currencies are not listed: the server derives them.
 */
export const PLACE_FIELD_GROUPS = {
  current: ['currentCity', 'currentState', 'currentCountry', 'currentCountrySlug'],
  trip: ['tripCity', 'tripState', 'tripCountry', 'tripCountrySlug', 'tripLat', 'tripLon'],
} as const satisfies Record<string, readonly (keyof Trip)[]>;

/** Currencies may be sent (the web app echoes them) but the server always derives them from the countries. */
const tripFieldsSchema = tripSchema.omit({ version: true }).extend({
  currentCurrency: currencyCodeSchema.optional(),
  tripCurrency: currencyCodeSchema.optional(),
  /** Wins over `when` when sent: a client that knows the day sends it (the seed's original client does not). */
  whenDay: calendarDaySchema.optional(),
  /** Left out: as it was (none, for a new trip). */
  returnDate: calendarDaySchema.nullable().optional(),
});

/**
 * A return day sent with the trip's day must fit it; sent alone, or with `when` alone, the server holds it
 * to the stored day.
 */
function checkReturnDay(
  fields: { whenDay?: string | undefined; returnDate?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  const { whenDay, returnDate } = fields;
  if (whenDay === undefined || returnDate === undefined || returnDate === null) return;
  if (!isReturnDayOf(whenDay, returnDate))
    context.addIssue({ ...ruleIssue('returnDay'), path: ['returnDate'] });
}

/** POST /trip: the whole user-details object of the onboarding page. */
export const tripBodySchema = tripFieldsSchema.superRefine(checkReturnDay);
export type TripBody = z.input<typeof tripBodySchema>;

function checkPlaceGroups(fields: Partial<Trip>, context: z.RefinementCtx): void {
  for (const group of Object.values(PLACE_FIELD_GROUPS)) {
    const sent = group.filter((field) => fields[field] !== undefined);
    if (sent.length === 0 || sent.length === group.length) continue;
    const missing = group.filter((field) => fields[field] === undefined);
    context.addIssue({
      ...ruleIssue('placeFieldsTogether', { fields: group }),
      path: [missing[0] ?? group[0]],
    });
  }
}

/** PATCH /trip: any subset of the trip fields, a place's fields all together. */
export const tripPatchBodySchema = tripFieldsSchema
  .partial()
  .extend({ version: rowVersionSchema.optional() })
  .superRefine(checkPlaceGroups)
  .superRefine(checkReturnDay);
export type TripPatchBody = z.input<typeof tripPatchBodySchema>;

/** PATCH /userdetails: the user's name and, from the My Account save, the trip fields. */
export const userDetailsBodySchema = tripFieldsSchema
  .partial()
  .extend({ name: singleLineText().min(1).max(MAX_NAME_LENGTH).optional() })
  .superRefine(checkPlaceGroups)
  .superRefine(checkReturnDay);
export type UserDetailsBody = z.input<typeof userDetailsBodySchema>;

/** GET /trip answers 210 with this empty object when the user has no trip yet. */
export const noTripSchema = z.object({});

/** PATCH /userdetails answers the user and the trip as they now are; trip is null while there is none. */
export const userDetailsResultSchema = z.object({ user: userProfileSchema, trip: tripSchema.nullable() });
export type UserDetailsResult = z.infer<typeof userDetailsResultSchema>;

// ---- shared trips ----

export const tripIdSchema = z.uuid();
const tripRoleSchema = z.enum(TRIP_ROLES);
const invitedRoleSchema = z.enum(INVITED_ROLES);

/** `:tripId` of the routes of one trip. */
export const tripPathSchema = z.object({ tripId: tripIdSchema });

/** GET /trips: one of the caller's trips. */
export const tripSummarySchema = z.object({
  id: tripIdSchema,
  tripCity: z.string(),
  tripCountry: z.string(),
  tripCountrySlug: z.string(),
  when: z.number().int(),
  whenDay: calendarDaySchema,
  returnDate: calendarDaySchema.nullable(),
  role: tripRoleSchema,
  /** The one GET /trip, the board and the trip's finances act on. */
  current: z.boolean(),
  memberCount: z.number().int().min(1),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
export const tripSummaryListSchema = z.array(tripSummarySchema);

export const setCurrentTripBodySchema = z.object({ tripId: tripIdSchema });
export type SetCurrentTripBody = z.input<typeof setCurrentTripBodySchema>;
export const currentTripResultSchema = z.object({ tripId: tripIdSchema });

export const tripMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: tripRoleSchema,
});
export type TripMember = z.infer<typeof tripMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: invitedRoleSchema,
  /** Epoch ms. */
  expiresAt: z.number().int(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /trips/:tripId/members: the members, and the pending invitations (listed to the owner only). */
export const tripMembersSchema = z.object({
  members: z.array(tripMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type TripMembersAnswer = z.infer<typeof tripMembersSchema>;

export const memberPathSchema = z.object({ tripId: tripIdSchema, userId: z.uuid() });
export const invitationPathSchema = z.object({ tripId: tripIdSchema, id: z.uuid() });

/** PATCH /trips/:tripId/members/:userId: 'owner' hands the trip over (the old owner becomes an editor). */
export const changeRoleBodySchema = z.object({ role: tripRoleSchema });
export type ChangeRoleBody = z.input<typeof changeRoleBodySchema>;

export const inviteBodySchema = z.object({
  email: emailSchema,
  role: invitedRoleSchema,
  /** The mail's language for an address without an account (an account's own wins); left out, the inviter's. */
  language: languageSchema.optional(),
});
export type InviteBody = z.input<typeof inviteBodySchema>;
export const invitationCreatedSchema = z.object({ id: z.uuid() });

/** An invitation link's token: 32 random bytes, base64url. */
export const invitationTokenPathSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** GET /invitations/:token: what the invitation page shows before its reader signs in. */
export const invitationSchema = z.object({
  tripCity: z.string(),
  tripCountry: z.string(),
  /** The country's ISO code, by which the page names it in its reader's language. */
  tripCountrySlug: z.string(),
  /** Epoch ms: noon UTC of `whenDay`. */
  when: z.number().int(),
  whenDay: calendarDaySchema,
  /** The inviter's name; null once their account is gone. */
  invitedBy: z.string().nullable(),
  /** The account the invitation is for: only it may accept. */
  email: z.string(),
  role: invitedRoleSchema,
  /** Epoch ms. */
  expiresAt: z.number().int(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const acceptedInvitationSchema = z.object({ tripId: tripIdSchema });
