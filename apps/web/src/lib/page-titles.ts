import type { Messages } from '../i18n/catalogue';
import { messages } from '../i18n/language';

/** The paths of the signed-in pages (app/pages.ts), each of which has a title. */
export type TitledPath = keyof Messages['layout']['pageTitles'];

/**
 * The h1 of a signed-in page, by path: the page shows it, and so does the layout's placeholder while
 * the page's code and data are on their way, so the heading is on screen from the first paint. The words
 * are the catalogue's (`layout.pageTitles`), read when the title is asked for, in the language the app is
 * drawn in; a component reads `t.layout.pageTitles[path]` from useMessages() to follow a switch.
 */
export const pageTitle = (path: TitledPath): string => messages().layout.pageTitles[path];

/** The title of the page at `pathname` in the catalogue given (the current one by default); undefined for none. */
export function pageTitleOf(pathname: string, catalogue: Messages = messages()): string | undefined {
  const titles = catalogue.layout.pageTitles;
  return Object.hasOwn(titles, pathname) ? titles[pathname as TitledPath] : undefined;
}
