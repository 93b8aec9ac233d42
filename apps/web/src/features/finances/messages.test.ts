import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { failureMessage } from './messages';

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
