import { weatherIconSchema } from '@wayfarer/core';
import { z } from 'zod';
import { endpoint, type UpstreamClient } from '../upstream';
import type { WeatherProvider } from '../providers';

const PROVIDER = 'openweather';

/** The parts of OpenWeatherMap's `data/2.5/weather` answer we read (its default units are kelvin). */
const currentSchema = z.object({
  weather: z
    .array(
      z.object({ id: z.number().int(), main: z.string(), description: z.string(), icon: weatherIconSchema }),
    )
    .min(1),
  main: z.object({ temp: z.number(), feels_like: z.number(), humidity: z.number().optional() }),
  wind: z.object({ speed: z.number() }).optional(),
  dt: z.number().int(),
  timezone: z.number().int(),
});

/** OpenWeatherMap's current weather (needs OPENWEATHER_API_KEY): already the contract's shape. */
export function openWeatherMap(upstream: UpstreamClient, baseUrl: string, apiKey: string): WeatherProvider {
  return {
    name: PROVIDER,
    sources: [{ name: 'OpenWeather', url: 'https://openweathermap.org/' }],

    async current(place, signal) {
      const url = endpoint(baseUrl, '/data/2.5/weather', {
        lat: String(place.lat),
        lon: String(place.lon),
        appid: apiKey,
      });
      const answer = await upstream.json({ provider: PROVIDER, url, signal }, currentSchema);
      return {
        coord: { lon: place.lon, lat: place.lat },
        weather: answer.weather.map(({ id, main, description, icon }) => ({ id, main, description, icon })),
        main: {
          temp: answer.main.temp,
          feels_like: answer.main.feels_like,
          ...(answer.main.humidity !== undefined && { humidity: answer.main.humidity }),
        },
        ...(answer.wind && { wind: { speed: answer.wind.speed } }),
        dt: answer.dt,
        timezone: answer.timezone,
        name: place.name,
      };
    },
  };
}
