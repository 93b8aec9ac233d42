import { z } from 'zod';
import { latitudeSchema, longitudeSchema, placeNameSchema } from '../geo/city-suggestion';
import { countryParamSchema } from '../geo/countries';

/** GET /cities/weather?city=&country=: the trip city's name and its country's code. */
export const weatherQuerySchema = z.object({
  city: placeNameSchema.min(1, { message: 'Give the city to show the weather of.' }),
  country: countryParamSchema,
});
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** OpenWeatherMap's icon codes: a two-digit kind (01 clear … 50 mist) and d or n for day or night. */
export const weatherIconSchema = z.string().regex(/^(01|02|03|04|09|10|11|13|50)[dn]$/);

/**
 * Kelvin a weather answer may hold: the coldest and hottest air ever measured lie well inside. A figure
 * outside is an upstream's mistake (Celsius sent as kelvin, say), not weather.
 */
const kelvinSchema = z.number().min(150).max(350);

/**
 * Spec section 3 "Weather response", in OpenWeatherMap's current-weather shape whatever the upstream:
 * temperatures in kelvin, `timezone` the destination's offset from UTC in seconds.
 */
export const weatherSchema = z.object({
  coord: z.object({ lon: longitudeSchema, lat: latitudeSchema }),
  weather: z
    .array(
      z.object({
        id: z.number().int(),
        main: z.string().min(1),
        description: z.string().min(1),
        icon: weatherIconSchema,
      }),
    )
    .min(1),
  main: z.object({
    temp: kelvinSchema,
    feels_like: kelvinSchema,
    humidity: z.number().min(0).max(100).optional(),
  }),
  wind: z.object({ speed: z.number().min(0) }).optional(),
  /** Time of the reading, epoch seconds. */
  dt: z.number().int(),
  timezone: z
    .number()
    .int()
    .min(-14 * 3600)
    .max(14 * 3600),
  name: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

/** Spec section 9: kelvin to Celsius with 1 decimal. */
export function kelvinToCelsius(kelvin: number): number {
  return Math.round((kelvin - 273.15) * 10) / 10;
}
