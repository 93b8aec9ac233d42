import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language } from '@wayfarer/core';
import { AppShell } from '../components/layout/app-shell';
import { en } from '../i18n/en';
import { showLanguage } from '../i18n/language';
import { ptBR } from '../i18n/pt-BR';
import { MENU_ENTRIES } from './menu';
import { PagePlaceholder } from './page-placeholders';

const nothing = () => undefined;

const CATALOGUES = { en, 'pt-BR': ptBR } as const;

/**
 * A signed-in page as its layout draws it until the user and the trip have arrived (app-layout.tsx): the
 * menu with the page marked, the header's placeholders, the page's title and placeholders. Rendered at
 * build time, once per language, into that page's own index.html (build/page-html.ts), so that a
 * returning user's first paint is the page rather than a spinner while the app's code travels and runs;
 * the app's first render then takes its place, drawn the same.
 */
export function signedInFirstPaint(pathname: string, language: Language = 'en'): string {
  showLanguage(language, CATALOGUES[language]);
  return renderToStaticMarkup(
    // A picture of the page until the app runs. Inert: its buttons would do nothing yet, and focus
    // taken there would be lost when the app's render replaces it. Hidden from assistive technology,
    // which would otherwise meet the page, its title and its menu twice, the first time dead.
    <div inert aria-hidden="true">
      <Router ssrPath={pathname}>
        <AppShell menu={MENU_ENTRIES} user={undefined} onExit={nothing} exiting={false}>
          <PagePlaceholder pathname={pathname} />
        </AppShell>
      </Router>
    </div>,
  );
}

/** The texts of index.html itself, outside the app's root, in a language: build/page-html.ts writes them. */
export function documentTexts(language: Language): { description: string; loading: string } {
  const { common } = CATALOGUES[language];
  return { description: common.documentDescription, loading: common.loadingApp };
}
