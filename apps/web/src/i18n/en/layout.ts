/** The words of the app shell: menu, header, page titles, boot and route errors. */
export const layout = {
  /** The h1 of each signed-in page, by path (app/pages.ts), also the tab's title and placeholders'. */
  pageTitles: {
    '/': 'Dashboard',
    '/todolist': 'To Do List',
    '/finances': 'Finances',
    '/calendar': 'Calendar',
    '/itinerary': 'Itinerary',
    '/noticies': 'Noticies',
    '/advices': 'Advices',
    '/exchange': 'Exchange',
    '/companions': 'Companions',
    '/myaccount': 'My Account',
  },
  /** The tab's title of a page. */
  documentTitle: (page: string) => `Wayfarer — ${page}`,
  shell: {
    skipToContent: 'Skip to content',
    menuLabel: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  /** The side menu's entries, by path, and Exit. */
  menu: {
    '/': 'Home',
    '/noticies': 'Notices',
    '/advices': 'Advices',
    '/todolist': 'To Do List',
    '/finances': 'Finances',
    '/calendar': 'Calendar',
    '/itinerary': 'Itinerary',
    '/exchange': 'Exchange',
    '/companions': 'Companions',
    '/myaccount': 'My Account',
    exit: 'Exit',
  },
  header: {
    /** The avatar's name, a link to My Account. */
    account: 'My Account',
  },
  boot: {
    loading: 'Loading Wayfarer',
  },
  placeholder: {
    loading: 'Loading',
  },
  tripLoadFailed: {
    title: 'Your trip could not be loaded.',
    text: 'Check your connection, then try again.',
  },
  routeError: {
    documentTitle: 'Error',
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually helps.',
    reload: 'Reload',
  },
};
