/** The money part of the body a finance form sends: home cents, or an amount in the trip currency. */
export type AmountBody =
  { value: number } | { originalCurrency: string; originalValue: number; typedRate?: string | null };

export interface AmountChoice {
  /** The trip currency is chosen, named `currency`. */
  inTrip: boolean;
  currency: string;
  /** Cents of the chosen currency. */
  cents: number;
  /** The rate typed in the form, canonical; null when the field is empty. */
  typedRate: string | null;
  /** Whether the item being edited was saved at a rate the user typed. */
  wasTyped: boolean;
}

/**
 * What the form sends for its amount. A rate typed is sent; a rate typed before and now cleared asks
 * for the market rate again (null); otherwise no rate is sent, and the server keeps or takes the day's.
 */
export function amountBody({ inTrip, currency, cents, typedRate, wasTyped }: AmountChoice): AmountBody {
  if (!inTrip) return { value: cents };
  const body = { originalCurrency: currency, originalValue: cents };
  if (typedRate !== null) return { ...body, typedRate };
  return wasTyped ? { ...body, typedRate: null } : body;
}
