/** Letters that Unicode decomposition leaves alone but a traveller types with plain Latin letters. */
const LETTER_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const SPELLED_LETTERS = /[ßæœøłđðþıħŧŋ]/g;
const COMBINING_MARKS = /\p{M}/gu;
/** Apostrophes and dots vanish ("L'Aquila" → "laquila", "St. Louis" → "st louis")… */
const SILENT_MARKS = /['’‘ʻʼ`´.]/g;
/** …and any other run of non-letters, hyphens included, is one space ("Saint-Denis" → "saint denis"). */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The form names are compared in: lower case, without accents or punctuation, so that "sao p" finds
 * São Paulo, "munchen" München and "strasse" Straße. Names and queries are folded alike.
 */
export function foldName(text: string): string {
  let folded = text.toLowerCase();
  if (!ASCII.test(folded)) {
    folded = folded
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replace(SPELLED_LETTERS, (letter) => LETTER_SPELLINGS[letter] ?? letter);
  }
  return folded.replace(SILENT_MARKS, '').replace(SEPARATORS, ' ').trim();
}
