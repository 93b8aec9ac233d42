/*
 * Amounts in another currency, converted with a stored rate. A rate is an exact decimal kept
 * as text ('0.0062345678'): how many home-currency units one unit of the other currency buys. Money
 * stays integer cents; a conversion multiplies in integers (bigint, scaled by 10^RATE_DECIMALS) and
 * rounds half to even once, so the same amount and rate give the same cents on every machine.
 */

/** Digits a rate keeps after the point: enough for 1 VND in EUR (0.000036…) to keep five significant digits. */
export const RATE_DECIMALS = 10;
const SCALE = 10n ** BigInt(RATE_DECIMALS);
/** A rate above this is not a rate between two real currencies (1 BTC is not one of them). */
export const MAX_RATE = 1_000_000;

const RATE_TEXT = /^(\d{1,7})(?:\.(\d{1,10}))?$/;

/** The rate's text as an integer count of 10^-RATE_DECIMALS, or null when it is not a positive rate. */
function scaledRate(rate: string): bigint | null {
  const match = RATE_TEXT.exec(rate);
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  const scaled = BigInt(whole) * SCALE + BigInt(decimals.padEnd(RATE_DECIMALS, '0'));
  return scaled > 0n && scaled <= BigInt(MAX_RATE) * SCALE ? scaled : null;
}

/** Writes a scaled rate back as text, without trailing zeros: 62345678000n → '6.2345678'. */
function rateText(scaled: bigint): string {
  const whole = scaled / SCALE;
  const fraction = (scaled % SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** n / d rounded to the nearest integer, a half to the even one (banker's rounding); d > 0. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  let quotient = magnitude / d;
  const twiceRemainder = (magnitude % d) * 2n;
  if (twiceRemainder > d || (twiceRemainder === d && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Whether text is a rate this module takes: digits, an optional point and up to 10 decimals, above 0. */
export function isRate(rate: string): boolean {
  return scaledRate(rate) !== null;
}

/**
 * A rate as a user types it ('6.25', ' 0,0062 ' with a decimal comma) in the canonical text, or null.
 * More than RATE_DECIMALS decimals are rounded half to even rather than refused.
 */
export function parseRate(text: string): string | null {
  const cleaned = text.trim().replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  const digits = BigInt(whole + decimals);
  const scaled =
    decimals.length <= RATE_DECIMALS
      ? digits * 10n ** BigInt(RATE_DECIMALS - decimals.length)
      : divideHalfEven(digits, 10n ** BigInt(decimals.length - RATE_DECIMALS));
  return scaled > 0n && scaled <= BigInt(MAX_RATE) * SCALE ? rateText(scaled) : null;
}

/**
 * A feed's rate (a float such as 0.006234567891234) as rate text, to RATE_DECIMALS decimals; null when
 * it is not a finite positive number in range.
 */
export function rateFromNumber(rate: number): string | null {
  if (!Number.isFinite(rate) || rate <= 0 || rate > MAX_RATE) return null;
  return parseRate(rate.toFixed(RATE_DECIMALS));
}

/** `cents` of the other currency in home cents at `rate`, rounded half to even. */
export function convertCents(cents: number, rate: string): number {
  const scaled = scaledRate(rate);
  if (scaled === null) throw new RangeError(`Not a rate: ${rate}`);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  return Number(divideHalfEven(BigInt(cents) * scaled, SCALE));
}

/**
 * The rate really got in an exchange: home cents paid for the other currency's cents received (after
 * every fee), to RATE_DECIMALS decimals; null when either side is not above 0.
 */
export function effectiveRate(paidHomeCents: number, receivedCents: number): string | null {
  if (!(paidHomeCents > 0 && receivedCents > 0)) return null;
  if (!Number.isSafeInteger(paidHomeCents) || !Number.isSafeInteger(receivedCents)) return null;
  const scaled = divideHalfEven(BigInt(paidHomeCents) * SCALE, BigInt(receivedCents));
  return scaled > 0n && scaled <= BigInt(MAX_RATE) * SCALE ? rateText(scaled) : null;
}
