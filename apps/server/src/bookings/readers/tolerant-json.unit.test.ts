import { describe, expect, it } from 'vitest';
import { READ_LIMITS } from './limits';
import { BrokenJson, parseTolerantJson } from './tolerant-json';

describe('the tolerant JSON', () => {
  it('reads well-formed JSON as JSON.parse does', () => {
    const text = '{"a": [1, -2.5e3, "x\\n\\u00e9"], "b": {"c": null, "d": true}}';
    expect(parseTolerantJson(text)).toEqual([JSON.parse(text)]);
  });

  it('reads the trailing commas, missing commas and comments vendors send', () => {
    const text = `
      // a comment
      {"@type": "FlightReservation", "reservationNumber": "AB1", /* note */ "x": [1, 2,],}
      {"@type": "LodgingReservation" "reservationNumber": 'B2', unquoted: "ok"}`;
    expect(parseTolerantJson(text)).toEqual([
      { '@type': 'FlightReservation', reservationNumber: 'AB1', x: [1, 2] },
      { '@type': 'LodgingReservation', reservationNumber: 'B2', unquoted: 'ok' },
    ]);
  });

  it('reads raw line breaks in strings and an HTML comment around the script', () => {
    expect(parseTolerantJson('<!-- {"name": "two\nlines"} -->')).toEqual([{ name: 'two\nlines' }]);
  });

  it('keeps __proto__ as data, never as the prototype', () => {
    const [value] = parseTolerantJson('{"__proto__": {"polluted": true}}') as [Record<string, unknown>];
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('refuses what cannot be repaired: an open string or bracket, a bare word, nesting past the bound', () => {
    for (const text of ['{"a": "open', '[1, 2', '{"a": undefined}', '{"a" 1}']) {
      expect(() => parseTolerantJson(text), text).toThrow(BrokenJson);
    }
    const deep = '['.repeat(READ_LIMITS.jsonDepth + 2) + ']'.repeat(READ_LIMITS.jsonDepth + 2);
    expect(() => parseTolerantJson(deep)).toThrow(BrokenJson);
    const justDeepEnough = '['.repeat(READ_LIMITS.jsonDepth) + ']'.repeat(READ_LIMITS.jsonDepth);
    expect(parseTolerantJson(justDeepEnough)).toHaveLength(1);
  });
});
