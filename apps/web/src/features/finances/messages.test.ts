import { describe, expect, it } from 'vitest';
import { formats } from '@/i18n/formats';
import { ptBR } from '@/i18n/pt-BR';
import { ApiRequestError } from '@/lib/api-client';
import { failureMessage, rateUnavailableText } from './messages';

describe('failureMessage', () => {
  it('repeats what the server refused, and that nothing changed', () => {
    const refused = new ApiRequestError(400, 'invalid_request', 'body.value: The value must be above 0.');
    expect(failureMessage(refused, 'save')).toEqual({
      type: 'error',
      title: 'Not saved',
      text: 'body.value: The value must be above 0. Nothing was changed.',
    });
    expect(failureMessage(new ApiRequestError(404, 'not_found', 'Goal not found'), 'delete').text).toBe(
      'Goal not found. Nothing was changed.',
    );
  });
  it('advises a retry when the server failed or could not be reached', () => {
    for (const error of [
      new ApiRequestError(500, 'internal_error', 'x'),
      new ApiRequestError(0, 'network_error', 'x'),
      new Error('x'),
    ]) {
      expect(failureMessage(error, 'save')).toMatchObject({ type: 'server_error', title: 'Not saved' });
    }
  });
});

describe('rateUnavailableText', () => {
  const noRate = new ApiRequestError(
    422,
    'rate_unavailable',
    'Não se conhece uma cotação de EUR para BRL em 2027-01-10: as fontes de câmbio não responderam.',
  );

  it("names the item's day as the reader writes dates", () => {
    expect(
      rateUnavailableText(noRate, 'EUR', 'BRL', '2027-01-10', ptBR.finances.amount, formats('pt-BR')),
    ).toBe(
      'Não se conhece uma cotação de EUR para BRL em 10/01/2027: as fontes de câmbio não responderam ou não a ' +
        'conhecem. Digite a cotação que você conseguiu.',
    );
    expect(rateUnavailableText(noRate, 'EUR', 'USD', '2027-01-10')).toBe(
      'No EUR to USD rate is known for 2027-01-10: the exchange sources did not answer, or do not know it. ' +
        'Type the rate you got.',
    );
  });

  it("keeps the server's words without a day, and advises typing the rate when the server failed", () => {
    expect(rateUnavailableText(noRate, 'EUR', 'BRL', undefined)).toBe(noRate.message);
    expect(
      rateUnavailableText(new ApiRequestError(500, 'internal_error', 'x'), 'EUR', 'BRL', '2027-01-10'),
    ).toBe('The rate could not be looked up right now. Type the rate you got.');
  });
});
