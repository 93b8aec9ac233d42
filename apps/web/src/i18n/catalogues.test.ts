import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ptBR } from './pt-BR';

type Tree = { [key: string]: unknown };

/** Every key path of a catalogue, with what it holds: 'text' or a function's parameter count. */
function entries(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, 'text');
    else if (typeof value === 'function') found.set(path, `function(${value.length})`);
    else for (const [inner, kind] of entries(value as Tree, path)) found.set(inner, kind);
  }
  return found;
}

describe('the catalogues', () => {
  // The type check holds them to one shape; this catches what it cannot see (a cast, a spread).
  it('hold the same keys, each as text or as a function of as many values', () => {
    expect([...entries(ptBR)].sort()).toEqual([...entries(en)].sort());
  });

  it('leave no text empty', () => {
    for (const catalogue of [en, ptBR]) {
      for (const [path, kind] of entries(catalogue)) {
        if (kind !== 'text') continue;
        const text = path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], catalogue);
        expect(text, path).not.toBe('');
      }
    }
  });

  it('count in each language’s own plural forms', () => {
    expect([en.common.days(1), en.common.days(2), en.common.days(0)]).toEqual(['1 day', '2 days', '0 days']);
    expect([ptBR.common.days(1), ptBR.common.days(2), ptBR.common.days(1500)]).toEqual([
      '1 dia',
      '2 dias',
      '1.500 dias',
    ]);
  });
});
