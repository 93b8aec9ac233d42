import type { Account } from '@wayfarer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TimeZoneForm } from './time-zone-form';

const account: Account = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  photo: '',
  timeZone: 'America/Sao_Paulo',
  language: 'en',
};

describe('My Account’s time zone', () => {
  it('shows the account’s zone selected among the others, named with spaces, under a visible label', () => {
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <TimeZoneForm account={account} />
      </QueryClientProvider>,
    );
    expect(markup).toMatch(/<label class="field__label" for="[^"]+">Time zone<\/label>/);
    expect(markup).toContain('<option value="America/Sao_Paulo" selected="">America/Sao Paulo</option>');
    expect(markup).toContain('<option value="UTC">UTC</option>');
    expect(markup).toContain('Save time zone');
  });
});
