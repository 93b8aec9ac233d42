import { currentLanguage } from '../i18n/language';

/**
 * Makes one formatter of each kind the pages make, and uses it once. The first formatter a renderer makes
 * loads ICU's locale data, a long stretch of the main thread on a slow phone, in whatever task first
 * draws a date or an amount (on the dashboard, the one that draws the exchange rate). Called in a task
 * of its own while the page waits on the network,
 * the loading no longer lengthens a task that draws answers; the formatters the page then makes cost
 * under a millisecond each. In the language the app is drawn in: the one whose data the page will load.
 */
export function warmUpIntl(): void {
  const someDay = Date.UTC(2026, 0, 1, 12);
  const language = currentLanguage();
  const numbers = language === 'en' ? 'en-US' : language;
  new Intl.NumberFormat(numbers, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(1.5);
  new Intl.NumberFormat(numbers, { style: 'currency', currency: 'EUR' }).format(1.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(someDay);
  new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-1, 'day');
}
