import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byKey, freshKeys, keyFor, keysAtEnd, type Placement } from './positions';

/** A day as the model sees it: item names in order, and each one's key. */
interface Day {
  order: string[];
  keys: Map<string, string>;
}

/** Places `name` in the day as keyFor says, and in the model as the placement means. */
function place(day: Day, name: string, where: { anchor: number; side: 'after' | 'before' } | 'end'): void {
  const order = day.order.filter((other) => other !== name);
  const keys = order.map((other) => day.keys.get(other) ?? '');
  let placement: Placement = 'end';
  let index = order.length;
  if (where !== 'end' && order.length > 0) {
    const anchorIndex = where.anchor % order.length;
    const anchorKey = keys[anchorIndex] ?? '';
    placement = where.side === 'after' ? { after: anchorKey } : { before: anchorKey };
    index = where.side === 'after' ? anchorIndex + 1 : anchorIndex;
  }
  day.keys.set(name, keyFor(keys, placement));
  order.splice(index, 0, name);
  day.order = order;
}

const where = fc.oneof(
  fc.constant('end' as const),
  fc.record({ anchor: fc.nat(), side: fc.constantFrom('after' as const, 'before' as const) }),
);

describe('the order keys of a day', () => {
  it('keep any sequence of additions and moves in the order they mean, each key its own', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(30), where), { maxLength: 200 }), (steps) => {
        const day: Day = { order: [], keys: new Map() };
        for (const [item, at] of steps) place(day, `item ${item}`, at);
        const byTheirKeys = [...day.keys.entries()].sort(([, a], [, b]) => byKey(a, b)).map(([name]) => name);
        expect(byTheirKeys).toEqual(day.order);
        expect(new Set(day.keys.values()).size).toBe(day.keys.size);
      }),
    );
  });

  it('sort as the database’s COLLATE "C" does, byte by byte, not as a dictionary does', () => {
    const keys = freshKeys(70);
    expect([...keys].sort(byKey)).toEqual(keys);
    // Upper case sorts before lower case in bytes: a locale's order would not keep these.
    expect(byKey('Zz', 'a0')).toBe(-1);
    expect(['a0', 'Zz'].sort(byKey)).toEqual(['Zz', 'a0']);
  });

  it('add at the end after the last key, and give a whole day short keys again', () => {
    const [last] = keysAtEnd(['a0', 'a1'], 1);
    expect(byKey('a1', last ?? '')).toBe(-1);
    expect(keysAtEnd([], 3)).toEqual(['a0', 'a1', 'a2']);
    expect(Math.max(...freshKeys(150).map((key) => key.length))).toBeLessThanOrEqual(3);
  });

  it('find a key between two neighbours however often an item goes between the same two', () => {
    let lower = 'a0';
    for (let step = 0; step < 100; step += 1) {
      const key = keyFor(
        ['a0', lower, 'a1'].filter((key, index, all) => all.indexOf(key) === index),
        {
          after: lower,
        },
      );
      expect(byKey(lower, key)).toBe(-1);
      expect(byKey(key, 'a1')).toBe(-1);
      lower = key;
    }
  });
});
