import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { isSessionOver, tripSaveFailure } from './messages';

describe('tripSaveFailure', () => {
  it('tells a lost connection apart', () => {
    expect(tripSaveFailure(new ApiRequestError(0, 'network_error', 'x'))).toMatchObject({
      type: 'server_error',
      title: 'No connection',
    });
  });

  it("shows the server's reason for a refused body", () => {
    expect(tripSaveFailure(new ApiRequestError(400, 'validation_error', 'tripLat is too big'))).toEqual({
      type: 'error',
      title: 'Trip not saved',
      text: 'tripLat is too big',
    });
  });

  it('asks to try again after any other failure', () => {
    expect(tripSaveFailure(new ApiRequestError(500, 'internal', 'boom'))).toMatchObject({
      type: 'server_error',
      text: 'Please to try again.',
    });
    expect(tripSaveFailure(new TypeError('x'))).toMatchObject({ type: 'server_error' });
  });
});

describe('isSessionOver', () => {
  it('is true for a 401 only', () => {
    expect(isSessionOver(new ApiRequestError(401, 'unauthorized', 'x'))).toBe(true);
    expect(isSessionOver(new ApiRequestError(404, 'not_found', 'x'))).toBe(false);
    expect(isSessionOver(new Error('x'))).toBe(false);
  });
});
