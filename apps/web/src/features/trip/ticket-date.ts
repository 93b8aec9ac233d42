const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ticket's date, day / short month / year as spec section 2 asks: '05 Dec 2027', on the reader's
 * calendar day. Built from parts because Intl's short months vary by locale and ICU version ('Sept').
 */
export function ticketDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
