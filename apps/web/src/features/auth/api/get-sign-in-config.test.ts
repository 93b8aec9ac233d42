import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { googleClientIdOf } from './get-sign-in-config';

const config = (signIn: unknown) => ({ map: {}, sources: {}, signIn });

describe('googleClientIdOf', () => {
  it('reads the client id the Google button is drawn for', () => {
    expect(googleClientIdOf(config({ googleClientId: 'abc.apps.googleusercontent.com' }))).toBe(
      'abc.apps.googleusercontent.com',
    );
  });

  it('is null when Google sign-in is off', () => {
    expect(googleClientIdOf(config({ googleClientId: null }))).toBeNull();
    expect(googleClientIdOf(config({ googleClientId: '' }))).toBeNull();
  });

  it.each([
    ['no signIn', { map: {} }],
    ['a signIn without the id', config({})],
    ['an id of another type', config({ googleClientId: 42 })],
    ['no body', undefined],
  ])('refuses an answer with %s', (_, answer) => {
    expect(() => googleClientIdOf(answer)).toThrow(ApiRequestError);
  });
});
