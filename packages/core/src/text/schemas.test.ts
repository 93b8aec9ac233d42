import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './schemas';

describe('text fields', () => {
  const line = singleLineText();
  const lines = multiLineText();

  it.each([
    ['NUL', 'Lis\u0000bon'],
    ['escape', '\u001b[31mred'],
    ['delete', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a tab', 'a\tb'],
    ['a line break inside', 'first\nsecond'],
  ])('a one-line text refuses %s', (_case, text) => {
    expect(line.safeParse(text).error?.issues[0]?.message).toBe('singleLineText');
  });

  it('a one-line text trims a line break at either end, and keeps accents, emoji and right-to-left text', () => {
    expect(line.parse('\n São Paulo 🌴 \r\n')).toBe('São Paulo 🌴');
    expect(line.parse('القاهرة')).toBe('القاهرة');
  });

  it('an untrimmed one-line text (a password) keeps its spaces but refuses a tab', () => {
    const password = singleLineText({ trim: false });
    expect(password.parse(' Travel 2026 ')).toBe(' Travel 2026 ');
    expect(password.safeParse('Travel\t2026').success).toBe(false);
  });

  it('a text of several lines keeps tabs and line breaks, and refuses NUL and other controls', () => {
    expect(lines.parse('Bring:\r\n\t- passport\n\t- visa')).toBe('Bring:\r\n\t- passport\n\t- visa');
    expect(lines.safeParse('a\u0000b').error?.issues[0]?.message).toBe('multiLineText');
    expect(lines.safeParse('a\u000bb').success).toBe(false);
  });
});
