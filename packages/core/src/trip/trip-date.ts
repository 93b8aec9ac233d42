import { LAST_DATE_MS } from '../calendar/date-range';

/** Spec section 9: the countdown's day and the default distance of a new trip (365 days). */
export const DAY_MS = 86_400_000;
export const DEFAULT_TRIP_OFFSET_MS = 31_536_000_000;
/** The trip's date ends with the year 9999, as every date the API takes. */
export const MAX_TRIP_DATE_MS = LAST_DATE_MS;

/** The date a new trip's picker starts at: one year from now. */
export function defaultTripDate(now: number = Date.now()): number {
  return now + DEFAULT_TRIP_OFFSET_MS;
}

export interface TripCountdown {
  /** 'upcoming' while the rounded-up days left are 0 or more, 'past' below. */
  phase: 'upcoming' | 'past';
  /** "You'll arrive in Paris at" or "You arrived in Paris at". */
  heading: string;
  /** Days left (upcoming) or days since arrival (past), never negative. */
  days: number;
  /** 'days' when above 1, otherwise 'day'. */
  unit: 'day' | 'days';
}

/** Spec sections 2 and 4: days left = ceil((when - now) / day); 0 or more is upcoming, below 0 is past. */
export function tripCountdown(when: number, city: string, now: number = Date.now()): TripCountdown {
  const daysLeft = Math.ceil((when - now) / DAY_MS);
  const upcoming = daysLeft >= 0;
  // Math.abs also turns the -0 of ceil(-0.4) into 0.
  const days = Math.abs(daysLeft);
  return {
    phase: upcoming ? 'upcoming' : 'past',
    heading: upcoming ? `You'll arrive in ${city} at` : `You arrived in ${city} at`,
    days,
    unit: days > 1 ? 'days' : 'day',
  };
}
