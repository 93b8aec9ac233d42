import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import wayfarer from '../../../../scripts/eslint/no-literal-text.js';

const linter = new Linter({ configType: 'flat' });

/** The lines the rule flags in a piece of TSX. */
function flagged(code: string): number[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { wayfarer },
          rules: { 'wayfarer/no-literal-text': 'error' },
        },
      ],
      'component.tsx',
    )
    .map((message) => message.line);
}

describe('the rule that keeps texts in the catalogues', () => {
  it('flags a literal text, child or attribute a person reads', () => {
    const code = [
      'const a = <p>Hello</p>;',
      "const b = <p>{'Save'}</p>;",
      'const c = <input placeholder="Type here" />;',
      'const d = <button aria-label={`Delete ${name}`} />;',
      "const e = <Box label={open ? 'Yes' : t.no} />;",
      'const f = <p>Olá</p>;',
    ].join('\n');
    expect(flagged(code)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lets catalogue entries, values and signs through', () => {
    const code = [
      'const a = <p>{t.common.save}</p>;',
      'const b = <p>{amount} · 3% —</p>;',
      'const c = <div className="card" data-testid="board" />;',
      'const d = <input aria-label={t.todo.title(name)} />;',
    ].join('\n');
    expect(flagged(code)).toEqual([]);
  });
});
