import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlMismatch } from './config';

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

describe('S3_*', () => {
  it('keeps files on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toBeUndefined();
  });

  it('gathers the bucket, its server, region, key and path style', () => {
    const { s3 } = loadConfig({
      S3_BUCKET: 'wayfarer-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toEqual({
      bucket: 'wayfarer-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'b', S3_REGION: 'x' }, /S3_BUCKET: a bucket name/],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key-id' }, /S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and/],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: required when the other S3_\* variables are set/],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('stops start-up on %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('PUBLIC_URL', () => {
  it('is the address the server listens on when left out, so mailed links follow PORT', () => {
    expect(loadConfig({ PORT: '3900' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:3900',
      publicUrlGiven: false,
    });
    expect(loadConfig({})).toMatchObject({ PUBLIC_URL: 'http://localhost:3000' });
    expect(loadConfig({ PUBLIC_URL: 'https://trips.example.com' })).toMatchObject({
      PUBLIC_URL: 'https://trips.example.com',
      publicUrlGiven: true,
    });
  });

  it('is said to disagree with the listening port when it names this machine on another port', () => {
    const given = loadConfig({ PORT: '3900', PUBLIC_URL: 'http://localhost:3000' });
    expect(publicUrlMismatch(given, 3900)).toBe(
      'PUBLIC_URL is http://localhost:3000 but the server listens on port 3900: mailed links and the live channel point to the other port',
    );
    expect(publicUrlMismatch(loadConfig({ PUBLIC_URL: 'http://localhost:3900' }), 3900)).toBeUndefined();
    // Left out, it follows the port; behind a proxy it names another host, which the server cannot check.
    expect(publicUrlMismatch(loadConfig({ PORT: '3900' }), 3900)).toBeUndefined();
    expect(publicUrlMismatch(loadConfig({ PUBLIC_URL: 'https://trips.example.com' }), 3000)).toBeUndefined();
  });
});
