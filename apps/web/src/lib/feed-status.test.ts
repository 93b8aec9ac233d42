import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { showLanguage } from '../i18n/language';
import { ptBR } from '../i18n/pt-BR';
import { ApiRequestError } from './api-client';
import {
  feedFailureBrief,
  feedFailureText,
  isFeedNotFound,
  isFeedUnavailable,
  retryFeed,
} from './feed-status';

const unavailable = new ApiRequestError(503, 'feed_unavailable', 'The news feed is unavailable.');
const notFound = new ApiRequestError(404, 'unknown_pair', 'No source has rates for XAU and BRL');
const badInput = new ApiRequestError(400, 'invalid_query', 'country: Expected a country code.');
const offline = new ApiRequestError(0, 'network_error', 'The server could not be reached.');
const crashed = new ApiRequestError(500, 'internal_error', 'Boom');

describe('retryFeed', () => {
  it('retries a network failure or a crash twice', () => {
    expect(retryFeed(0, offline)).toBe(true);
    expect(retryFeed(1, crashed)).toBe(true);
    expect(retryFeed(2, crashed)).toBe(false);
  });

  it('does not retry what would answer the same: no feed, no such pair, bad input', () => {
    for (const error of [unavailable, notFound, badInput]) expect(retryFeed(0, error)).toBe(false);
  });
});

describe('feedFailureText', () => {
  it('says a missing feed is worth trying again later', () => {
    expect(feedFailureText(unavailable)).toMatch(/try again in a moment/);
    expect(isFeedUnavailable(unavailable)).toBe(true);
  });

  it('passes on what the server refused, as a sentence', () => {
    expect(feedFailureText(notFound)).toBe('No source has rates for XAU and BRL.');
    expect(isFeedNotFound(notFound)).toBe(true);
    expect(feedFailureText(badInput)).toBe('country: Expected a country code.');
  });

  it('tells an unreachable server from a broken one', () => {
    expect(feedFailureText(offline)).toMatch(/could not be reached/);
    expect(feedFailureText(crashed)).toMatch(/went wrong on our side/);
    expect(feedFailureText(new Error('?'))).toMatch(/went wrong on our side/);
  });
});

describe('feedFailureBrief', () => {
  it('says why in a few words, each case its own', () => {
    const invalid = new ApiRequestError(
      200,
      'invalid_response',
      'The server answered in an unexpected form.',
    );
    const briefs = [unavailable, offline, crashed, invalid, badInput].map(feedFailureBrief);
    expect(briefs).toEqual([
      'Our source is not answering.',
      'The server could not be reached.',
      'Something went wrong on our side.',
      'The answer came in an unexpected form.',
      'The server turned the request down.',
    ]);
    expect(feedFailureBrief(new Error('?'))).toBe('Something went wrong on our side.');
  });

  it('stays short enough for one line of a small card', () => {
    for (const error of [unavailable, offline, crashed, badInput, new Error('?')])
      expect(feedFailureBrief(error).length).toBeLessThanOrEqual(40);
  });
});

describe('a failed feed in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('is worded in the language the app is drawn in, the brief as short', () => {
    showLanguage('pt-BR', ptBR);
    expect(feedFailureText(offline)).toBe(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    );
    expect(feedFailureBrief(unavailable)).toBe('Nossa fonte não está respondendo.');
    const invalid = new ApiRequestError(200, 'invalid_response', '?');
    for (const error of [unavailable, offline, crashed, invalid, badInput, new Error('?')])
      expect(feedFailureBrief(error).length).toBeLessThanOrEqual(40);
  });
});
