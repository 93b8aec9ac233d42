import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../geo/schemas';
import { rule } from '../i18n/validation-rules';
import { zonedTimeSchema } from '../itinerary/schemas';

/*
 * A booking as read from a file, a mail or a barcode, before a member accepts it: every field the reader
 * did not find is null (or empty), never guessed.
 */

export const BOOKING_KINDS = [
  'flight',
  'train',
  'bus',
  'ferry',
  'stay',
  'car',
  'event',
  'restaurant',
  'other',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

export const BOOKING_SOURCES = ['manual', 'email', 'file', 'pkpass', 'barcode', 'ics', 'forwarded'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const bookingKindSchema = z.enum(BOOKING_KINDS);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const bookingSourceSchema = z.enum(BOOKING_SOURCES);

/** A place a booking names: an airport or a station by its code, a hotel or a venue by its name. */
export const bookingPlaceSchema = z.object({
  name: z.string(),
  /** IATA for an airport, the operator's code for a station; '' when none was read. */
  code: z.string(),
  lat: latitudeSchema.nullable(),
  lon: longitudeSchema.nullable(),
});
export type BookingPlace = z.infer<typeof bookingPlaceSchema>;

/**
 * A time on its place's clock, in the zone of its place. The zone is '' where it was not read (a place
 * known by its address alone), for the member who accepts the draft to complete; a day read without its
 * hour (a boarding pass's, a check-in date's) is that day's midnight.
 */
export const bookingTimeSchema = zonedTimeSchema;
export type BookingTime = z.infer<typeof bookingTimeSchema>;

/** One leg of a transport: a flight, a train between two stations. */
export const bookingSegmentSchema = z.object({
  from: bookingPlaceSchema.nullable(),
  to: bookingPlaceSchema.nullable(),
  departure: bookingTimeSchema.nullable(),
  arrival: bookingTimeSchema.nullable(),
  /** The company that runs it, by its code where one was read (an airline's IATA code). */
  carrier: z.string(),
  number: z.string(),
  seat: z.string(),
  /** What the gate scans: a boarding pass's BCBP string, a ticket's barcode message. */
  ticketToken: z.string(),
});
export type BookingSegment = z.infer<typeof bookingSegmentSchema>;

export const bookingPriceSchema = z.object({
  /** In the currency's minor units (cents). */
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/, rule('currencyCode')),
});
export type BookingPrice = z.infer<typeof bookingPriceSchema>;

export const bookingDraftSchema = z.object({
  kind: bookingKindSchema,
  title: z.string(),
  /** The confirmation code, '' when none was read. */
  reference: z.string(),
  provider: z.string(),
  status: bookingStatusSchema,
  /** A transport's legs in order; empty for a stay, an event or a restaurant. */
  segments: z.array(bookingSegmentSchema),
  /** A stay's, an event's or a restaurant's. */
  place: bookingPlaceSchema.nullable(),
  checkIn: bookingTimeSchema.nullable(),
  checkOut: bookingTimeSchema.nullable(),
  start: bookingTimeSchema.nullable(),
  end: bookingTimeSchema.nullable(),
  price: bookingPriceSchema.nullable(),
  source: bookingSourceSchema,
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** Why a file gave no booking, a key the page words in the reader's language. */
export const BOOKING_UNREAD_REASONS = [
  /** Over the size a file may have, or its content unpacks past it. */
  'tooLarge',
  /** Not a mail, a page, a PDF, a pass or a calendar, whatever its name says. */
  'unknownFormat',
  /** A format read, but broken past reading. */
  'damaged',
  /** Mail inside mail inside mail, or a pass with more files than a pass has. */
  'tooDeep',
  /** Reading it took longer than a file may take. */
  'tooSlow',
  /** Read whole, with no booking in it. */
  'noBooking',
] as const;
export type BookingUnreadReason = (typeof BOOKING_UNREAD_REASONS)[number];

export const bookingUnreadSchema = z.object({
  name: z.string(),
  reason: z.enum(BOOKING_UNREAD_REASONS),
});
export type BookingUnread = z.infer<typeof bookingUnreadSchema>;

export const bookingReadingSchema = z.object({
  drafts: z.array(bookingDraftSchema),
  unread: z.array(bookingUnreadSchema),
});
export type BookingReading = z.infer<typeof bookingReadingSchema>;
