/**
 * Reference prices of 1 EUR in other currencies, for the exchange fixtures: the ECB's 30 or so
 * currencies for Frankfurter, and a few more (which the ECB does not quote) for currency-api.
 */
export const ECB_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.0832,
  JPY: 162.45,
  GBP: 0.8571,
  CHF: 0.9468,
  BRL: 6.2134,
  AUD: 1.6402,
  CAD: 1.4731,
  CNY: 7.8301,
  INR: 90.412,
  MXN: 18.604,
  SEK: 11.482,
};

export const MORE_RATES: Readonly<Record<string, number>> = {
  ARS: 1063.77,
  XOF: 655.957,
  VND: 27312.5,
};

const DAY_MS = 86_400_000;

/**
 * A price that moves a little each day (so that the seven points differ and their order shows), the same
 * for a given pair and day in both fixtures.
 */
export function fixtureRate(
  table: Readonly<Record<string, number>>,
  base: string,
  quote: string,
  day: string,
) {
  const from = table[base];
  const to = table[quote];
  if (from === undefined || to === undefined) return undefined;
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const drift = 1 + (dayNumber % 7) / 500;
  // Six significant digits, as the ECB publishes them (0.00615573 JPY→EUR, 6.21340 EUR→BRL).
  return Number(((to / from) * drift).toPrecision(6));
}
