import type { Weather } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';
import { retryFeed } from '@/lib/feed-status';

export interface WeatherRequest {
  /** The trip city's name. */
  city: string;
  /** Its country's code. */
  country: string;
}

/** GET /cities/weather?city=&country=: the city's current weather, temperatures in kelvin. */
export async function getWeather({ city, country }: WeatherRequest): Promise<Weather> {
  return (await api.call('getWeather', { query: { city, country } })).data;
}

/** The server keeps a reading for 10 minutes: asking again sooner would get the same one. */
export const weatherQueryOptions = (request: WeatherRequest) =>
  queryOptions({
    queryKey: ['weather', request.country, request.city],
    queryFn: () => getWeather(request),
    staleTime: 10 * 60_000,
    retry: retryFeed,
  });

export function useWeather(request: WeatherRequest) {
  return useQuery({ ...weatherQueryOptions(request), enabled: useReadsAllowed() });
}
