/**
 * The h1 of each signed-in page, by path: the page shows it, and so does the layout's placeholder while
 * the page's code and data are on their way, so the heading is on screen from the first paint.
 */
export const PAGE_TITLES = {
  '/': 'Dashboard',
  '/todolist': 'To Do List',
  '/finances': 'Finances',
  '/calendar': 'Calendar',
  '/noticies': 'Noticies',
  '/advices': 'Advices',
  '/exchange': 'Exchange',
  '/companions': 'Companions',
  '/myaccount': 'My Account',
} as const;

export function pageTitleOf(pathname: string): string | undefined {
  return pathname in PAGE_TITLES ? PAGE_TITLES[pathname as keyof typeof PAGE_TITLES] : undefined;
}
