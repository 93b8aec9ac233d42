import type { DatedItem } from './dated-items';

/** 'today', 'tomorrow', 'in 3 days'. */
function howSoon(daysBefore: number): string {
  if (daysBefore === 0) return 'today';
  if (daysBefore === 1) return 'tomorrow';
  return `in ${daysBefore} days`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** 'Thursday, June 10, 2027' for '2027-06-10'. */
const longDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** What a reminder says, in the bell and in the mail. */
export function reminderTexts(
  item: Pick<DatedItem, 'kind' | 'title' | 'tripCity'>,
  day: string,
  daysBefore: number,
): { title: string; body: string } {
  const when = `${howSoon(daysBefore)}, ${longDay(day)}`;
  const ofTrip = item.tripCity ? ` (trip to ${item.tripCity})` : '';
  switch (item.kind) {
    case 'task':
      return {
        title: `Task due ${howSoon(daysBefore)}: ${item.title}`,
        body: `The task “${item.title}”${ofTrip} is due ${when}.`,
      };
    case 'list':
      return {
        title: `To-do list ${howSoon(daysBefore)}: ${item.title}`,
        body: `The to-do list “${item.title}”${ofTrip} is dated ${when}.`,
      };
    case 'trip':
      return {
        title: `Your trip to ${item.title} is ${howSoon(daysBefore)}`,
        body: `Your trip to ${item.title} is ${when}.`,
      };
  }
}
