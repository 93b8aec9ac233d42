import { describe, expect, it } from 'vitest';
import { isCitySearchable } from './city-suggestion';
import { cityAutocompleteQuerySchema } from './schemas';

describe('city search length rule', () => {
  it('searches only past 3 characters, spaces aside', () => {
    expect(isCitySearchable('Rio')).toBe(false);
    expect(isCitySearchable('  Rio  ')).toBe(false);
    expect(isCitySearchable('Rome')).toBe(true);
  });

  it('is the same rule the API applies to the query', () => {
    expect(cityAutocompleteQuerySchema.safeParse({ query: ' Rio ' }).success).toBe(false);
    expect(cityAutocompleteQuerySchema.parse({ query: ' Rome ' })).toEqual({ query: 'Rome' });
    expect(cityAutocompleteQuerySchema.safeParse({ query: 'x'.repeat(101) }).success).toBe(false);
  });
});
