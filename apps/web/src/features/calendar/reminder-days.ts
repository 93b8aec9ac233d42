import { messages } from '@/i18n/language';

/** How a number of days before a date reads: 'On the day', '1 day before', '3 days before'. */
export function daysBeforeLabel(days: number): string {
  const words = messages().calendar.reminders;
  return days === 0 ? words.onTheDay : words.daysBefore(days);
}

/** The days chosen, with `days` ticked or not, in order from the farthest: as they are saved and read. */
export function withDayChosen(chosen: readonly number[], days: number, on: boolean): number[] {
  const others = chosen.filter((day) => day !== days);
  return (on ? [...others, days] : others).sort((a, b) => b - a);
}

/** Whether two choices hold the same days, in whatever order. */
export function sameDays(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (days: readonly number[]) => [...days].sort((x, y) => x - y).join();
  return sorted(a) === sorted(b);
}
