import { addDays, daysBetween, type CalendarDay } from '../calendar/calendar-day';

/** Spec section 9: the countdown's day and the default distance of a new trip (365 days). */
export const DAY_MS = 86_400_000;
export const DEFAULT_TRIP_OFFSET_MS = 31_536_000_000;
const DEFAULT_TRIP_OFFSET_DAYS = DEFAULT_TRIP_OFFSET_MS / DAY_MS;

/** The day a new trip's picker starts at: a year from today, where the reader is. */
export function defaultTripDay(today: CalendarDay): CalendarDay {
  return addDays(today, DEFAULT_TRIP_OFFSET_DAYS);
}

export interface TripCountdown {
  /** 'upcoming' while the days left are 0 or more, 'past' below. */
  phase: 'upcoming' | 'past';
  /** "You'll arrive in Paris at" or "You arrived in Paris at". */
  heading: string;
  /** Days left (upcoming) or days since arrival (past), never negative. */
  days: number;
  /** 'days' when above 1, otherwise 'day'. */
  unit: 'day' | 'days';
}

/**
 * Spec sections 2 and 4: days left = ceil((when - now) / day), 0 or more upcoming, below 0 past. The
 * trip's day starts at its midnight where the reader is, so at any time of `today` that is the number
 * of days from today to the trip's day: 0 on the day itself, -1 the day after. Counted from days, not
 * instants, it is the same for every companion whose today is the same.
 */
export function tripCountdown(whenDay: CalendarDay, city: string, today: CalendarDay): TripCountdown {
  const daysLeft = daysBetween(today, whenDay);
  const upcoming = daysLeft >= 0;
  const days = Math.abs(daysLeft);
  return {
    phase: upcoming ? 'upcoming' : 'past',
    heading: upcoming ? `You'll arrive in ${city} at` : `You arrived in ${city} at`,
    days,
    unit: days > 1 ? 'days' : 'day',
  };
}
