import { PLACE_SEARCH_MIN_LENGTH, type PlaceResult } from '@wayfarer/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

/** The pause in typing before a search is asked for: one request a word, not one a key. */
const DEBOUNCE_MS = 300;

/** GET /places/search: up to 10 places matching the words, the nearest to the point first. */
export async function searchPlaces(q: string, near: { lat: number; lon: number }): Promise<PlaceResult[]> {
  const query = { q, lat: String(near.lat), lon: String(near.lon) };
  return (await api.call('searchPlaces', { query })).data.results;
}

export type PlaceSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; places: PlaceResult[] };

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The places for what is typed, once typing pauses; idle below two letters. */
export function usePlaceSearch(typed: string, near: { lat: number; lon: number }): PlaceSearch {
  const words = useDebounced(typed.trim());
  const searchable = words.length >= PLACE_SEARCH_MIN_LENGTH;
  const search = useQuery({
    queryKey: ['place-search', words, near.lat, near.lon],
    queryFn: () => searchPlaces(words, near),
    enabled: searchable,
    staleTime: 10 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (typed.trim().length < PLACE_SEARCH_MIN_LENGTH) return { status: 'idle' };
  if (words !== typed.trim() || search.isFetching) return { status: 'loading' };
  if (search.isError) return { status: 'error' };
  return search.data ? { status: 'done', places: search.data } : { status: 'loading' };
}
