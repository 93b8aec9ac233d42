import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { MENU_ENTRIES } from '@/app/menu';
import { AppShell } from './app-shell';

const nothing = () => undefined;

/** The shell on a page, as the app draws it before the user has arrived. */
const shellAt = (pathname: string) =>
  renderToStaticMarkup(
    <Router ssrPath={pathname}>
      <AppShell
        menu={MENU_ENTRIES}
        user={{ name: 'Ana Traveller', photoSrc: null }}
        onExit={nothing}
        exiting={false}
      >
        <p />
      </AppShell>
    </Router>,
  );

/** The menu's entries and Exit, by their text. */
const menuTexts = (markup: string) => [...markup.matchAll(/<span>([^<]+)<\/span>/g)].map((match) => match[1]);

describe('the signed-in shell', () => {
  afterEach(() => showLanguage('en', en));

  it('names the menu’s entries as the spec does, the itinerary after the calendar', () => {
    const markup = shellAt('/');
    expect(menuTexts(markup)).toEqual([
      'Home',
      'Notices',
      'Advices',
      'To Do List',
      'Finances',
      'Calendar',
      'Itinerary',
      'Exchange',
      'Companions',
      'My Account',
      'Exit',
    ]);
    expect(markup).toContain('Skip to content');
    expect(markup).toContain('aria-label="Open menu"');
    expect(markup).toContain('aria-label="My Account"');
  });

  it('speaks Portuguese in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    const markup = shellAt('/');
    expect(menuTexts(markup)).toEqual([
      'Início',
      'Notícias',
      'Dicas',
      'Lista de tarefas',
      'Finanças',
      'Calendário',
      'Roteiro',
      'Câmbio',
      'Companheiros',
      'Minha conta',
      'Sair',
    ]);
    expect(markup).toContain('Pular para o conteúdo');
    expect(markup).toContain('aria-label="Abrir menu"');
    expect(markup).toContain('aria-label="Fechar menu"');
  });
});
