import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { currentLanguage, messages, showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { chooseLanguage } from '../language-choice';
import { authMessages } from '../messages';
import { LanguagePicker } from './language-picker';

afterEach(() => showLanguage('en', en));

describe('the sign-in page’s choice of language', () => {
  it('offers both languages under a visible label, the one shown chosen', () => {
    const markup = renderToStaticMarkup(<LanguagePicker />);
    expect(markup).toMatch(/<label class="field__label" for="[^"]+">Language<\/label>/);
    expect(markup).toContain('<option value="en" lang="en" selected="">English</option>');
    expect(markup).toContain('<option value="pt-BR" lang="pt-BR">Português (Brasil)</option>');
  });

  it('speaks Portuguese once Portuguese is chosen', () => {
    showLanguage('pt-BR', ptBR);
    const markup = renderToStaticMarkup(<LanguagePicker />);
    expect(markup).toContain('>Idioma</label>');
    expect(markup).toContain('<option value="pt-BR" lang="pt-BR" selected="">Português (Brasil)</option>');
  });

  it('draws the app in the language chosen, without a reload', async () => {
    await chooseLanguage('pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(messages().auth.tabs.login).toBe('Entrar');
  });
});

describe('the account screens’ messages', () => {
  it('are the same objects within a language, and another language’s after a switch', () => {
    expect(authMessages().registered).toBe(authMessages().registered);
    expect(authMessages().registered).toEqual({
      type: 'success',
      title: 'User registered with success!',
      text: 'Check your mailbox and spam folder to confirm your account.',
    });
    showLanguage('pt-BR', ptBR);
    expect(authMessages().registered).toMatchObject({
      type: 'success',
      title: 'Cadastro feito com sucesso!',
    });
  });
});
