import { z } from 'zod';
import { createdBySchema } from '../accounts/schemas';
import { calendarDaySchema, timeZoneSchema } from '../calendar/schemas';
import { feedSourceSchema } from '../feeds/schemas';
import { latitudeSchema, longitudeSchema } from '../geo/schemas';
import { rowVersionQuerySchema, rowVersionSchema } from '../http/schemas';
import { rule, ruleIssue } from '../i18n/validation-rules';
import { multiLineText, singleLineText } from '../text/schemas';
import { itemAbilitiesSchema, tripIdSchema } from '../trip/schemas';
import {
  endsBeforeStart,
  isWallTime,
  ITINERARY_ADDRESS_MAX_LENGTH,
  ITINERARY_CODE_MAX_LENGTH,
  ITINERARY_ITEM_KINDS,
  ITINERARY_NOTES_MAX_LENGTH,
  ITINERARY_PLACE_NAME_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
  OSM_TYPES,
  TRANSPORT_FIELDS,
  TRANSPORT_MODES,
} from './itinerary';

export const itineraryIdSchema = z.uuid();
export const itineraryItemKindSchema = z.enum(ITINERARY_ITEM_KINDS);
export const transportModeSchema = z.enum(TRANSPORT_MODES);

const title = singleLineText().max(ITINERARY_TITLE_MAX_LENGTH);
const notes = multiLineText().max(ITINERARY_NOTES_MAX_LENGTH);
const code = singleLineText().max(ITINERARY_CODE_MAX_LENGTH);

/** 'YYYY-MM-DDTHH:mm': a wall time, in the zone beside it. */
export const wallTimeSchema = z.string().refine(isWallTime, rule('wallTime'));

// ---- answers ----

export const itineraryPlaceSchema = z.object({
  name: z.string(),
  lat: latitudeSchema,
  lon: longitudeSchema,
  address: z.string(),
  osmType: z.enum(OSM_TYPES).nullable(),
  osmId: z.number().int().positive().nullable(),
});
export type ItineraryPlace = z.infer<typeof itineraryPlaceSchema>;

/** A time as it is shown: in its own zone, whoever reads it where. */
export const zonedTimeSchema = z.object({ local: wallTimeSchema, zone: z.string() });

export const itineraryItemSchema = z.object({
  id: itineraryIdSchema,
  /** Null for an idea: an item of no day yet. */
  dayId: itineraryIdSchema.nullable(),
  /** Its place in the day's (or the ideas') one order: keys compared byte by byte, as `<` compares them. */
  position: z.string(),
  kind: itineraryItemKindSchema,
  title: z.string(),
  notes: z.string(),
  place: itineraryPlaceSchema.nullable(),
  /** When it starts and ends, each in its own zone; either may be absent (planned without times). */
  start: zonedTimeSchema.nullable(),
  end: zonedTimeSchema.nullable(),
  /** A transport's: how it goes, its two ends, who runs it and its number; null or '' on other kinds. */
  mode: transportModeSchema.nullable(),
  from: itineraryPlaceSchema.nullable(),
  to: itineraryPlaceSchema.nullable(),
  carrier: z.string(),
  number: z.string(),
  version: rowVersionSchema,
  createdBy: createdBySchema,
  can: itemAbilitiesSchema,
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const itineraryDaySchema = z.object({
  id: itineraryIdSchema,
  /** The day's date, or null for a day not dated (yet, or any more: the trip's dates moved off it). */
  date: calendarDaySchema.nullable(),
  title: z.string(),
  notes: z.string(),
  version: rowVersionSchema,
  /** Null for a day made from the trip's dates, or once its author's account is gone. */
  createdBy: createdBySchema,
  can: itemAbilitiesSchema,
  /** In their one order. */
  items: z.array(itineraryItemSchema),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/** GET /trips/:tripId/itinerary: the dated days by date, then the undated ones, and the ideas. */
export const itinerarySchema = z.object({
  tripId: tripIdSchema,
  days: z.array(itineraryDaySchema),
  ideas: z.array(itineraryItemSchema),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** GeoJSON's line: [longitude, latitude] pairs, longitudes run on past ±180 where a great circle crosses the antimeridian. */
export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(z.tuple([z.number(), z.number()])).min(2),
});

/** The way between two consecutive stops of a day. */
export const itineraryLegSchema = z.object({
  /** The items it goes from and to: the same transport's for the way between its two ends. */
  fromItemId: itineraryIdSchema,
  toItemId: itineraryIdSchema,
  mode: transportModeSchema,
  distanceMeters: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative(),
  geometry: lineStringSchema,
  /** Routed on the map's ways, or a straight line (a great circle) timed by its mode: routing off, slow or down. */
  source: z.enum(['routing', 'straight']),
});
export type ItineraryLeg = z.infer<typeof itineraryLegSchema>;

/** GET /trips/:tripId/itinerary/route: a day's legs in order, and whom the routed ones come from. */
export const itineraryRouteSchema = z.object({
  legs: z.array(itineraryLegSchema),
  /** To credit wherever the legs are shown; empty when every leg is straight. */
  sources: z.array(feedSourceSchema),
});
export type ItineraryRoute = z.infer<typeof itineraryRouteSchema>;

/** POST /trips/:tripId/share: the read-only link, shown this once (only its hash is kept). */
export const itineraryShareSchema = z.object({ url: z.url() });
export type ItineraryShare = z.infer<typeof itineraryShareSchema>;

/** An item as the shared link shows it: what it is, where and when; not who added it, nor abilities. */
export const sharedItineraryItemSchema = itineraryItemSchema.omit({
  dayId: true,
  position: true,
  version: true,
  createdBy: true,
  can: true,
});
export type SharedItineraryItem = z.infer<typeof sharedItineraryItemSchema>;

export const sharedItineraryDaySchema = itineraryDaySchema
  .pick({ id: true, date: true, title: true, notes: true })
  .extend({ items: z.array(sharedItineraryItemSchema) });
export type SharedItineraryDay = z.infer<typeof sharedItineraryDaySchema>;

/**
 * GET /shared/:token: the trip's destination and dates and its days with their items, in order, for
 * people without an account; nothing of its members, its board or its finances, nor its ideas.
 */
export const sharedItinerarySchema = z.object({
  destination: z.object({
    city: z.string(),
    state: z.string(),
    country: z.string(),
    /** The country's ISO code, by which the page names it in its reader's language. */
    countrySlug: z.string(),
  }),
  whenDay: calendarDaySchema,
  returnDate: calendarDaySchema.nullable(),
  days: z.array(sharedItineraryDaySchema),
});
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;

// ---- requests ----

export const itineraryPathSchema = z.object({ tripId: tripIdSchema });
export const itineraryDayPathSchema = z.object({ tripId: tripIdSchema, dayId: itineraryIdSchema });
export const itineraryItemPathSchema = z.object({ tripId: tripIdSchema, id: itineraryIdSchema });

export const itineraryRouteQuerySchema = z.object({ dayId: itineraryIdSchema });

/** A shared link's token: 32 random bytes, base64url. */
export const sharedItineraryPathSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** `?version=` of a DELETE. */
export const itineraryVersionQuerySchema = z.object({ version: rowVersionQuerySchema.optional() });

export const itineraryPlaceBodySchema = z.object({
  name: singleLineText().min(1).max(ITINERARY_PLACE_NAME_MAX_LENGTH),
  lat: latitudeSchema,
  lon: longitudeSchema,
  address: singleLineText().max(ITINERARY_ADDRESS_MAX_LENGTH).optional(),
  osmType: z.enum(OSM_TYPES).nullable().optional(),
  osmId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export type ItineraryPlaceBody = z.input<typeof itineraryPlaceBodySchema>;

/** A time sent: its zone may be left out, and is then its place's (or the trip's destination's). */
export const zonedTimeBodySchema = z.object({ local: wallTimeSchema, zone: timeZoneSchema.optional() });
export type ZonedTimeBody = z.input<typeof zonedTimeBodySchema>;

export const createItineraryDayBodySchema = z.object({
  /** Left out or null: a day of no date. */
  date: calendarDaySchema.nullable().optional(),
  title: title.optional(),
  notes: notes.optional(),
});
export type CreateItineraryDayBody = z.input<typeof createItineraryDayBodySchema>;

export const updateItineraryDayBodySchema = createItineraryDayBodySchema.extend({
  version: rowVersionSchema.optional(),
});
export type UpdateItineraryDayBody = z.input<typeof updateItineraryDayBodySchema>;

/** Where an item goes: right after or right before one item, or (neither) at the end. */
const placement = {
  after: itineraryIdSchema.optional(),
  before: itineraryIdSchema.optional(),
};

/** An item's own fields, each optional in an edit. */
const itemFields = {
  kind: itineraryItemKindSchema,
  title: title.min(1),
  notes: notes.optional(),
  place: itineraryPlaceBodySchema.nullable().optional(),
  start: zonedTimeBodySchema.nullable().optional(),
  end: zonedTimeBodySchema.nullable().optional(),
  mode: transportModeSchema.optional(),
  from: itineraryPlaceBodySchema.nullable().optional(),
  to: itineraryPlaceBodySchema.nullable().optional(),
  carrier: code.optional(),
  number: code.optional(),
};

interface Placement {
  after?: string | undefined;
  before?: string | undefined;
}

function checkPlacement(body: Placement, context: z.RefinementCtx): void {
  if (body.after !== undefined && body.before !== undefined) {
    context.addIssue({ ...ruleIssue('afterOrBefore'), path: ['before'] });
  }
}

type TimeBody = z.output<typeof zonedTimeBodySchema> | null | undefined;

/** An end before its start, when both are sent with their zones: the server checks the rest. */
function checkTimes(body: { start?: TimeBody; end?: TimeBody }, context: z.RefinementCtx): void {
  const { start, end } = body;
  if (!start?.zone || !end?.zone) return;
  if (endsBeforeStart({ local: start.local, zone: start.zone }, { local: end.local, zone: end.zone })) {
    context.addIssue({ ...ruleIssue('endBeforeStart'), path: ['end'] });
  }
}

export const createItineraryItemBodySchema = z
  .object({
    /** The day to add to; null for an idea. */
    dayId: itineraryIdSchema.nullable(),
    ...placement,
    ...itemFields,
  })
  .superRefine((body, context) => {
    checkPlacement(body, context);
    checkTimes(body, context);
    if (body.kind === 'transport') return;
    const sent = TRANSPORT_FIELDS.find((field) => body[field] !== undefined);
    if (sent) context.addIssue({ ...ruleIssue('transportOnly'), path: [sent] });
  });
export type CreateItineraryItemBody = z.input<typeof createItineraryItemBodySchema>;

/**
 * Fields to change, or a move (`dayId`, `after` or `before`: the item goes to that day, next to that
 * item, at the day's end when neither is named), or both. Only the fields sent change.
 */
export const updateItineraryItemBodySchema = z
  .object({
    dayId: itineraryIdSchema.nullable().optional(),
    ...placement,
    ...itemFields,
    kind: itemFields.kind.optional(),
    title: itemFields.title.optional(),
    version: rowVersionSchema.optional(),
  })
  .superRefine((body, context) => {
    checkPlacement(body, context);
    checkTimes(body, context);
  });
export type UpdateItineraryItemBody = z.input<typeof updateItineraryItemBodySchema>;
