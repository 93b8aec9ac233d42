import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and with false or 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count, or proxy addresses, ranges and proxy-addr range names', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,fd00::/8, loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true", which would believe any X-Forwarded-For, saying what to give instead', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For/);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com'])('refuses %s', (value) => {
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: give false, the number of proxies/);
  });
});
