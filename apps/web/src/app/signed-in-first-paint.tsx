import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { AppShell } from '../components/layout/app-shell';
import { PagePlaceholder } from './page-placeholders';

const nothing = () => undefined;

/**
 * A signed-in page as its layout draws it until the user and the trip have arrived (app-layout.tsx): the
 * menu with the page marked, the header's placeholders, the page's title and placeholders. Rendered at
 * build time into that page's own index.html (build/page-html.ts), so that a returning user's first
 * paint is the page rather than a spinner while the app's code travels and runs; the app's first render
 * then takes its place, drawn the same.
 */
export function signedInFirstPaint(pathname: string): string {
  return renderToStaticMarkup(
    // A picture of the page until the app runs. Inert: its buttons would do nothing yet, and focus
    // taken there would be lost when the app's render replaces it. Hidden from assistive technology,
    // which would otherwise meet the page, its title and its menu twice, the first time dead.
    <div inert aria-hidden="true">
      <Router ssrPath={pathname}>
        <AppShell user={undefined} onExit={nothing} exiting={false}>
          <PagePlaceholder pathname={pathname} />
        </AppShell>
      </Router>
    </div>,
  );
}
