import { z } from 'zod';
import { endpoint, UpstreamError, type UpstreamClient } from '../upstream';
import type { WeatherProvider } from '../providers';
import { wmoCondition } from './wmo-codes';

const PROVIDER = 'open-meteo';

/** The parts of Open-Meteo's `v1/forecast?current=…` answer we read. */
const forecastSchema = z.object({
  utc_offset_seconds: z.number().int(),
  current_units: z.object({ temperature_2m: z.literal('°C'), apparent_temperature: z.literal('°C') }),
  current: z.object({
    /** Local time of the destination, without offset: '2026-11-23T12:00'. */
    time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/),
    temperature_2m: z.number(),
    apparent_temperature: z.number(),
    relative_humidity_2m: z.number().optional(),
    weather_code: z.number().int(),
    is_day: z.union([z.literal(0), z.literal(1)]),
    wind_speed_10m: z.number().optional(),
  }),
});

const CURRENT = [
  'temperature_2m',
  'apparent_temperature',
  'relative_humidity_2m',
  'weather_code',
  'is_day',
  'wind_speed_10m',
].join(',');

const toKelvin = (celsius: number) => Math.round((celsius + 273.15) * 100) / 100;

/** Open-Meteo (keyless, CC BY 4.0), turned into OpenWeatherMap's current-weather shape. */
export function openMeteoWeather(upstream: UpstreamClient, baseUrl: string): WeatherProvider {
  return {
    name: PROVIDER,
    sources: [{ name: 'Open-Meteo.com (CC BY 4.0)', url: 'https://open-meteo.com/' }],

    async current(place, signal) {
      const url = endpoint(baseUrl, '/v1/forecast', {
        latitude: String(place.lat),
        longitude: String(place.lon),
        current: CURRENT,
        wind_speed_unit: 'ms',
        timezone: 'auto',
      });
      const { utc_offset_seconds: offset, current } = await upstream.json(
        { provider: PROVIDER, url, signal },
        forecastSchema,
      );
      const condition = wmoCondition(current.weather_code, current.is_day === 1);
      if (!condition) {
        throw new UpstreamError(PROVIDER, 'invalid', `unknown WMO weather code ${current.weather_code}`);
      }
      return {
        coord: { lon: place.lon, lat: place.lat },
        weather: [condition],
        main: {
          temp: toKelvin(current.temperature_2m),
          feels_like: toKelvin(current.apparent_temperature),
          ...(current.relative_humidity_2m !== undefined && { humidity: current.relative_humidity_2m }),
        },
        ...(current.wind_speed_10m !== undefined && { wind: { speed: current.wind_speed_10m } }),
        dt: Math.round(Date.parse(`${current.time}Z`) / 1000) - offset,
        timezone: offset,
        name: place.name,
      };
    },
  };
}
