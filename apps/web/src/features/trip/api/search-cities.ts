import { isCitySearchable, type CitySuggestion } from '@wayfarer/core';
import { useEffect, useState } from 'react';
import { createApiClient } from '@/lib/api-client';

/** Typing pauses this long before a search goes out. */
export const CITY_SEARCH_DELAY_MS = 250;
const CACHE_SIZE = 50;

/** GET /cities/autocomplete: up to 10 cities whose name starts with the query, most populous first. */
export async function searchCities(query: string, signal: AbortSignal): Promise<CitySuggestion[]> {
  const client = createApiClient({ fetch: (input, init) => globalThis.fetch(input, { ...init, signal }) });
  const response = await client.call('searchCities', { query: { query } });
  return response.data;
}

export type CitySearch =
  /** Too little typed to search (section 5: more than 3 characters). */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; cities: CitySuggestion[] }
  | { status: 'error' };

type Answer = Extract<CitySearch, { status: 'done' | 'error' }>;

/** Answers already seen, so deleting a letter or picking the other field's city again costs no request. */
const answers = new Map<string, CitySuggestion[]>();

function remember(query: string, cities: CitySuggestion[]) {
  answers.delete(query);
  answers.set(query, cities);
  const oldest = answers.keys().next();
  if (answers.size > CACHE_SIZE && !oldest.done) answers.delete(oldest.value);
}

/** The cities matching the text, searched after a pause in typing; a newer text cancels the older request. */
export function useCitySearch(text: string): CitySearch {
  const query = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const searchable = isCitySearchable(query);
  const [settled, setSettled] = useState<{ query: string; answer: Answer } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const known = answers.get(query);
    const timer = setTimeout(
      () => {
        if (known) {
          setSettled({ query, answer: { status: 'done', cities: known } });
          return;
        }
        searchCities(query, controller.signal).then(
          (cities) => {
            remember(query, cities);
            if (!controller.signal.aborted) setSettled({ query, answer: { status: 'done', cities } });
          },
          () => {
            if (!controller.signal.aborted) setSettled({ query, answer: { status: 'error' } });
          },
        );
      },
      known ? 0 : CITY_SEARCH_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable]);

  if (!searchable) return { status: 'idle' };
  return settled?.query === query ? settled.answer : { status: 'loading' };
}
