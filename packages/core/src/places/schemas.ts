import { z } from 'zod';
import { MAX_PLACE_NAME_LENGTH } from '../geo/city-suggestion';
import { latitudeSchema, longitudeSchema } from '../geo/schemas';
import { OSM_TYPES } from '../itinerary/itinerary';
import { singleLineText } from '../text/schemas';
import { PLACE_SEARCH_MAX_LENGTH, PLACE_SEARCH_MIN_LENGTH } from './place-search';

/* The place search's shapes the API checks; its rules live beside them without zod, for the web app. */

const coordinateParam = (range: z.ZodNumber) =>
  z.string().trim().min(1).max(32).transform(Number).pipe(range);

/** GET /places/search?q=&lat=&lon=: a place's name or address, looked for near the trip's destination. */
export const placeSearchQuerySchema = z.object({
  q: singleLineText().min(PLACE_SEARCH_MIN_LENGTH).max(PLACE_SEARCH_MAX_LENGTH),
  lat: coordinateParam(latitudeSchema),
  lon: coordinateParam(longitudeSchema),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** A place found, as an itinerary item's place takes it: OpenStreetMap's feature, by its type and id. */
export const placeResultSchema = z.object({
  name: z.string().min(1).max(MAX_PLACE_NAME_LENGTH),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Street, town and country, as far as the map knows them; '' when it knows none. */
  address: z.string().max(500),
  osmType: z.enum(OSM_TYPES),
  osmId: z.number().int().positive(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const placeSearchAnswerSchema = z.object({ results: z.array(placeResultSchema) });
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;
