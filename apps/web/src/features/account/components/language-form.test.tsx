import type { Account } from '@wayfarer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { currentLanguage, messages, showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { showAccountLanguage } from '../account-language';
import { LanguageForm } from './language-form';

const account: Account = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  photo: '',
  timeZone: 'America/Sao_Paulo',
  language: 'pt-BR',
};

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageForm account={account} />
    </QueryClientProvider>,
  );

afterEach(() => showLanguage('en', en));

describe('My Account’s language', () => {
  it('shows the account’s language among both, under a visible label', () => {
    const markup = render();
    expect(markup).toMatch(/<label class="field__label" for="[^"]+">Language<\/label>/);
    expect(markup).toContain('<option value="pt-BR" lang="pt-BR" selected="">Português (Brasil)</option>');
    expect(markup).toContain('<option value="en" lang="en">English</option>');
    expect(markup).toContain('Save language');
  });

  it('speaks Portuguese when the app does', () => {
    showLanguage('pt-BR', ptBR);
    const markup = render();
    expect(markup).toContain('>Idioma</label>');
    expect(markup).toContain('Salvar idioma');
  });

  it('draws the app in the language saved, without a reload', async () => {
    await showAccountLanguage('pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(messages().account.language.save).toBe('Salvar idioma');
  });
});
