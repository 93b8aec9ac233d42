/*
 * PIX keys (issue 64): the five kinds the Central Bank's directory (DICT) holds, each checked as the
 * directory writes it, so that a code made with a saved key reaches a bank.
 */

export const PIX_KEY_KINDS = ['email', 'phone', 'cpf', 'cnpj', 'random'] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

/** The longest e-mail key the directory holds. */
const MAX_EMAIL_KEY_LENGTH = 77;

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
/** +55, an area code (no Brazilian one holds a 0), then a mobile's 9 digits or a landline's 8. */
const PHONE = /^\+55[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/;
const RANDOM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Since July 2026 a CNPJ's first 12 characters may be letters too; its two check digits stay digits. */
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/**
 * The check digit of a CPF or CNPJ's leading characters, modulo 11 with the given weights; a character
 * counts its code less 48 ('0' is 0, 'A' is 17), as the Receita Federal reads alphanumeric CNPJs.
 */
function checkDigit(characters: string, weights: readonly number[]): number {
  const sum = weights.reduce((all, weight, index) => all + (characters.charCodeAt(index) - 48) * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const descending = (from: number, count: number) => Array.from({ length: count }, (_, index) => from - index);

/** Whether 11 digits are a CPF: its two check digits right, and not one digit eleven times. */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, descending(10, 9)) === Number(digits[9]) &&
    checkDigit(digits, descending(11, 10)) === Number(digits[10])
  );
}

/** The CNPJ weights: 2 to 9 from the right, starting again at 2. */
const cnpjWeights = (count: number) =>
  Array.from({ length: count }, (_, index) => ((count - 1 - index) % 8) + 2);

/** Whether 14 characters are a CNPJ, numeric or alphanumeric: its two check digits right, and not all zeros. */
export function isCnpj(characters: string): boolean {
  if (!CNPJ.test(characters) || /^0{14}$/.test(characters)) return false;
  return (
    checkDigit(characters, cnpjWeights(12)) === Number(characters[12]) &&
    checkDigit(characters, cnpjWeights(13)) === Number(characters[13])
  );
}

/**
 * A key as typed, as the directory writes it: an e-mail in lower case, a phone without spaces, brackets
 * or dashes, a CPF or CNPJ without its dots, slash and dash, a random key in lower case; then its kind.
 * null for anything that is none of them, a CPF or CNPJ whose check digits are wrong included.
 */
export function canonicalPixKey(text: string): { key: string; kind: PixKeyKind } | null {
  const typed = text.trim();
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    return email.length <= MAX_EMAIL_KEY_LENGTH && EMAIL.test(email) ? { key: email, kind: 'email' } : null;
  }
  if (typed.startsWith('+')) {
    const phone = typed.replace(/[\s().-]/g, '');
    return PHONE.test(phone) ? { key: phone, kind: 'phone' } : null;
  }
  const random = typed.toLowerCase();
  if (RANDOM.test(random)) return { key: random, kind: 'random' };
  const document = typed.replace(/[./-]/g, '').toUpperCase();
  if (isCpf(document)) return { key: document, kind: 'cpf' };
  if (isCnpj(document)) return { key: document, kind: 'cnpj' };
  return null;
}

/** The kind of a key as the directory writes it (canonicalPixKey's), or null when it is no PIX key. */
export function pixKeyKind(key: string): PixKeyKind | null {
  const canonical = canonicalPixKey(key);
  return canonical?.key === key ? canonical.kind : null;
}
