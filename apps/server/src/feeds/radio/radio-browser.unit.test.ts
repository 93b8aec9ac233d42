import { describe, expect, it } from 'vitest';
import { testSignal as signal, testUpstream, useFakeUpstream } from '../testing/provider-test-kit';
import type { UpstreamClient } from '../upstream';
import { radioBrowser } from './radio-browser';
import { radioServerOrigin } from './server-origin';

const fake = useFakeUpstream();

/** The test upstream client, noting every address it is asked for, refused ones included. */
function recordingUpstream() {
  const asked: string[] = [];
  const upstream: UpstreamClient = {
    fetch(request) {
      asked.push(request.url.href);
      return testUpstream.fetch(request);
    },
    text(request) {
      asked.push(request.url.href);
      return testUpstream.text(request);
    },
    json(request, schema) {
      asked.push(request.url.href);
      return testUpstream.json(request, schema);
    },
  };
  return { upstream, asked };
}

describe('radioServerOrigin', () => {
  it.each(['de1.api.radio-browser.info', 'NL1.API.Radio-Browser.info', 'a.b', 'xn--80ak6aa92e.com'])(
    'takes the plain host name %s, over https',
    (name) => {
      expect(radioServerOrigin(name)).toBe(`https://${name.toLowerCase()}`);
    },
  );

  it.each([
    '127.0.0.1:9999/internal-admin',
    'evil.example/path',
    'host:8080',
    'de1.api.radio-browser.info:443',
    'user@evil.example',
    'evil.example?x=1',
    'evil.example#x',
    'evil.example.',
    '127.0.0.1',
    '0x7f.0x1',
    '10.1',
    '[::1]',
    '::1',
    'localhost',
    'admin.localhost',
    'printer.local',
    'metadata.google.internal',
    '1.0.0.127.in-addr.arpa',
    '-evil.example',
    'evil-.example',
    'a..example',
    'évil.example',
    `${'a'.repeat(64)}.example`,
    `${'abcdefghi.'.repeat(25)}example`,
    '',
  ])('refuses %j', (name) => {
    expect(radioServerOrigin(name)).toBeNull();
  });
});

describe('radioBrowser provider', () => {
  it('asks only the plain host names of the list, over https, then the configured host', async () => {
    const base = fake.baseUrl('radio-browser');
    fake.serve('radio-browser', '/json/servers', {
      body: JSON.stringify(
        [
          'de1.api.radio-browser.info',
          `${base.replace('http://', '')}/admin`,
          'host:8080',
          'fi1.api.radio-browser.info',
        ].map((name) => ({ name })),
      ),
    });
    const { upstream, asked } = recordingUpstream();
    const stations = await radioBrowser(upstream, base).stations('JP', signal());
    expect(stations.map(({ name }) => name)).toContain('J-Wave');
    const stationsPath =
      '/json/stations/bycountrycodeexact/JP?hidebroken=true&order=votes&reverse=true&limit=50';
    expect(asked[0]).toBe(`${base}/json/servers`);
    // The listed servers come in random order, each once, before the configured host.
    expect(asked.slice(1, 3).sort()).toEqual([
      `https://de1.api.radio-browser.info${stationsPath}`,
      `https://fi1.api.radio-browser.info${stationsPath}`,
    ]);
    expect(asked.slice(3)).toEqual([`${base}${stationsPath}`]);
  });

  it('asks the configured host alone when no name of the list is a plain host name', async () => {
    fake.serve('radio-browser', '/json/servers', {
      body: JSON.stringify([{ name: '127.0.0.1:9999/internal-admin' }, { name: 'evil.example/path' }]),
    });
    const { upstream, asked } = recordingUpstream();
    const base = fake.baseUrl('radio-browser');
    await radioBrowser(upstream, base).stations('PT', signal());
    expect(asked.map((href) => href.split('?')[0])).toEqual([
      `${base}/json/servers`,
      `${base}/json/stations/bycountrycodeexact/PT`,
    ]);
  });
});
