import type { CalendarDay } from '@wayfarer/core';
import { useMemo } from 'react';
import { useLanguage } from '@/i18n/language';
import { deviceTimeZone } from '@/lib/calendar-day';
import type { TimeOptions } from './itinerary-times';

/** How the page writes an item's times: in the reader's language, naming the zones not the device's. */
export function useTimeOptions(onDay: CalendarDay | null): TimeOptions {
  const language = useLanguage();
  return useMemo(() => ({ language, deviceZone: deviceTimeZone(), onDay }), [language, onDay]);
}
