import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint-path';

describe('endpointPath', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointPath('/confirmemail/:token', { token: 'a/b c' })).toBe('/confirmemail/a%2Fb%20c');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointPath('/newpassword/:token')).toThrow('needs the parameter token');
  });
});
