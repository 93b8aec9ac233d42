import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@wayfarer/core';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { startFakeUpstream } from '../../apps/server/src/feeds/testing/fake-upstream';
import { userWithTrip } from '../../e2e/support/accounts';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { seedVolume } from './volume';

/**
 * Chromium's flag for the browser benches: pictures and station icons on other hosts (which no machine
 * here reaches) fail at once instead of waiting on the network, and leave their bytes out of the figures.
 */
export const OTHER_HOSTS_FAIL_FAST =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * The production build with its feeds on the local fake upstream, and a signed-in user going from Lisbon
 * to Tokyo with the performance issue's volume (bench/support/volume.ts): what the browser benches load.
 * Whatever fails on the way stops what had started, so that a bench ends with its error instead of
 * hanging on a server left running.
 */
export async function seededApp(): Promise<{
  server: RunningServer;
  token: string;
  stop: () => Promise<void>;
}> {
  const fake = await startFakeUpstream();
  const server = await startServer(fake.env).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await fake.close();
  };
  try {
    const { token } = await userWithTrip(server, 'Ana Traveller');
    await seedVolume(server, token);
    return { server, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's Chromium for a browser bench; should it fail to start, the app started for it is stopped. */
export function launchBenchBrowser(stop: () => Promise<void>): Promise<Browser> {
  return chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', OTHER_HOSTS_FAIL_FAST],
    })
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
}

/**
 * A returning user's browser, as Lighthouse's is (bench/lighthouse.ts): the token kept, and the signed-in
 * hint that makes the server send each signed-in page its own index.html, which draws the page's frame.
 */
export function signedInStorage(server: RunningServer, token: string): BrowserContextOptions['storageState'] {
  return {
    cookies: [
      {
        name: SIGNED_IN_HINT_COOKIE,
        value: '1',
        domain: new URL(server.url).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }],
  };
}
