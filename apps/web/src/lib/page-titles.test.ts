import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/pt-BR';
import { pageTitle, pageTitleOf } from './page-titles';

describe('the pages’ titles', () => {
  it('are the spec’s, by path, in English', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/noticies')).toBe('Noticies');
    expect(pageTitleOf('/todolist')).toBe('To Do List');
  });

  it('come from the catalogue given, and a path without a page has none', () => {
    expect(pageTitleOf('/myaccount', ptBR)).toBe('Minha conta');
    expect(pageTitleOf('/', ptBR)).toBe('Painel');
    expect(pageTitleOf('/login', ptBR)).toBeUndefined();
    expect(pageTitleOf('toString')).toBeUndefined();
  });
});
