import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GOOGLE_CLIENT_ID,
  startFakeGoogle,
  type FakeGoogle,
} from '../apps/server/src/accounts/testing/fake-google';
import { LISBON_TO_TOKYO } from '../apps/server/src/testing/trips';
import { callApi } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { startServer, type RunningServer } from './support/server';

/*
 * Google sign-in on /login in a real browser, against the production build. Google's side is local: the
 * server checks ID tokens against the fake's keys (GOOGLE_JWKS_URL), and the browser context answers the
 * Google Identity Services script itself with STUB, a stand-in for `google.accounts.id` whose button hands
 * the page's callback the token a test put in `window.__nextCredential`. Everything else — the config
 * read, the script's injection, the POST, the token saved and the page reached — is the app's own code.
 */

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
const LOCAL = /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/;
const DAY_MS = 86_400_000;

/** The same trip as e2e/support/accounts.ts gives its users: Lisbon to Tokyo. */
/** `google.accounts.id` as far as the app uses it; it records its calls in `window.__gis`. */
const STUB = `(() => {
  const calls = { initialize: [], rendered: [], prompts: 0, cancels: 0 };
  let callback = null;
  window.__gis = calls;
  window.google = { accounts: { id: {
    initialize(config) {
      calls.initialize.push({ ...config, callback: typeof config.callback });
      callback = config.callback;
    },
    renderButton(element, options) {
      calls.rendered.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.text === 'signup_with' ? 'Sign up with Google (test)' : 'Sign in with Google (test)';
      button.addEventListener('click', () => callback({ credential: window.__nextCredential, select_by: 'btn' }));
      element.append(button);
    },
    prompt() { calls.prompts += 1; },
    cancel() { calls.cancels += 1; },
  } } };
})();`;

/** What STUB recorded (read in the page; e2e code is typed without the DOM library). */
interface GisCalls {
  initialize: Record<string, unknown>[];
  rendered: Record<string, unknown>[];
  prompts: number;
  cancels: number;
}
type TestWindow = {
  __gis?: GisCalls;
  __nextCredential?: string;
  localStorage: Storage;
  sessionStorage: Storage;
};

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every address the page asked for. */
  requests: string[];
  /** The console's errors. */
  errors: string[];
  /** What the Content-Security-Policy refused, as the browser reported it. */
  cspViolations: string[];
  /** Lets a held /api/config through (see openLogin's holdConfig); does nothing otherwise. */
  releaseConfig: () => void;
}

function storedTokens(page: Page) {
  return page.evaluate(() => {
    const scope = globalThis as unknown as TestWindow;
    return { local: scope.localStorage.getItem('token'), session: scope.sessionStorage.getItem('token') };
  });
}

function gisCalls(page: Page) {
  return page.evaluate(() => (globalThis as unknown as TestWindow).__gis ?? null);
}

describe('Google sign-in in a real browser', () => {
  let google: FakeGoogle;
  let withGoogle: RunningServer;
  let withoutGoogle: RunningServer;
  let browser: Browser;
  const visits: Visit[] = [];
  const user = {
    sub: `google-${Date.now()}`,
    email: `gabriela.${Date.now()}@example.com`,
    name: 'Gabriela Google',
  };

  beforeAll(async () => {
    google = await startFakeGoogle();
    [withGoogle, withoutGoogle, browser] = await Promise.all([
      startServer(google.env),
      startServer(),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    const outside = visits.flatMap((visit) => visit.requests).filter((url) => !LOCAL.test(url));
    await Promise.all(visits.map((visit) => visit.context.close()));
    await browser?.close();
    await Promise.all([withGoogle?.stop(), withoutGoogle?.stop()]);
    await google?.close();
    // Every visit together asked no host but this machine and Google's script.
    expect(new Set(outside)).toEqual(new Set([GIS_SCRIPT]));
    // Google's script was let in where Google sign-in is on, and nothing broke the security policy.
    expect(visits.flatMap((visit) => visit.cspViolations)).toEqual([]);
  });

  /**
   * A fresh browser context on /login. Google's script is answered with STUB (or fails as `script` says),
   * the config route is held until `releaseConfig` or fails when asked to;
   * any other address off this machine is refused, and every address asked for is listed.
   */
  async function openLogin(
    server: RunningServer,
    {
      script = 'stub',
      holdConfig = false,
      configFails = false,
    }: { script?: 'stub' | 404 | 'abort'; holdConfig?: boolean; configFails?: boolean } = {},
  ): Promise<Visit> {
    const context = await browser.newContext();
    const cspViolations = await watchCspViolations(context);
    let releaseConfig = () => {};
    const configReleased = new Promise<void>((resolve) => (releaseConfig = resolve));
    const visit: Visit = {
      context,
      page: await context.newPage(),
      requests: [],
      errors: [],
      cspViolations,
      releaseConfig,
    };
    visits.push(visit);
    context.on('request', (request) => visit.requests.push(request.url()));
    visit.page.on('console', (message) => {
      if (message.type() === 'error') visit.errors.push(message.text());
    });
    await context.route(
      (url) => !LOCAL.test(url.href),
      (route) => {
        if (route.request().url() !== GIS_SCRIPT) return route.abort('blockedbyclient');
        if (script === 'abort') return route.abort('internetdisconnected');
        if (script === 404)
          return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
        return route.fulfill({ contentType: 'text/javascript', body: STUB });
      },
    );
    if (configFails) {
      await context.route('**/api/config', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
      );
    }
    if (holdConfig) {
      await context.route('**/api/config', async (route) => {
        await configReleased;
        await route.continue();
      });
    }
    await visit.page.goto(`${server.url}/login`);
    return visit;
  }

  async function nextCredential(page: Page, credential: string) {
    await page.evaluate((value) => {
      (globalThis as unknown as TestWindow).__nextCredential = value;
    }, credential);
  }

  it("shows no Google button on either tab when the server has no Google client id, and never asks for Google's script", async () => {
    const { page, requests } = await openLogin(withoutGoogle);
    await page.getByRole('button', { name: 'Enter' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Gone once the config said so: no button, no 'or', no place kept for them.
    await page.locator('.social-sign-in').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    expect(await page.locator('.or-divider').count()).toBe(0);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Register' }).waitFor();
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    expect(await page.locator('.or-divider').count()).toBe(0);

    expect(requests.filter((url) => url.endsWith('/api/config'))).toHaveLength(1);
    expect(requests.filter((url) => url.startsWith('https://accounts.google.com'))).toEqual([]);
    expect(requests.filter((url) => !LOCAL.test(url))).toEqual([]);
    expect(await gisCalls(page)).toBeNull();
  });

  it("draws Google's button on both tabs, shows One Tap once, and signs a new user up into the trip set-up", async () => {
    const { page, errors, releaseConfig } = await openLogin(withGoogle, { holdConfig: true });
    // While the config loads, the button's place is kept: nothing moves when Google's button arrives.
    // The config is held until the placeholder has been measured, so the two boxes cannot straddle its arrival.
    const social = page.locator('.social-sign-in');
    const loadingBox = await page.locator('.social-sign-in[aria-busy="true"]').boundingBox();
    expect(loadingBox).not.toBeNull();
    releaseConfig();
    const signIn = page.getByRole('button', { name: 'Sign in with Google (test)' });
    await signIn.waitFor();
    const readyBox = await social.boundingBox();
    expect(readyBox).toEqual(loadingBox);

    await page.getByRole('tab', { name: 'Register' }).click();
    const signUp = page.getByRole('button', { name: 'Sign up with Google (test)' });
    await signUp.waitFor();
    await page.getByRole('tab', { name: 'Login' }).click();
    await signIn.waitFor();
    await page.getByRole('tab', { name: 'Register' }).click();

    const calls = (await gisCalls(page))!;
    expect(calls.prompts).toBe(1);
    expect(calls.initialize).toEqual([
      {
        client_id: FAKE_GOOGLE_CLIENT_ID,
        callback: 'function',
        ux_mode: 'popup',
        auto_select: false,
        cancel_on_tap_outside: true,
        itp_support: true,
      },
    ]);
    // A button is drawn each time its tab shows (React may detach and re-attach it once more when
    // something on the page suspends, clearing the old one first): one kind per tab, in tab order.
    const drawn = calls.rendered.map((options) => options.text);
    expect(drawn.filter((text, index) => index === 0 || text !== drawn[index - 1])).toEqual([
      'signin_with',
      'signup_with',
      'signin_with',
      'signup_with',
    ]);
    expect(await page.locator('.social-sign-in button').count()).toBe(1);
    for (const options of calls.rendered) {
      expect(options).toMatchObject({
        type: 'standard',
        theme: 'outline',
        size: 'large',
        shape: 'rectangular',
        logo_alignment: 'left',
      });
      expect(options.width).toBeGreaterThanOrEqual(200);
      expect(options.width).toBeLessThanOrEqual(400);
    }
    expect(await axeViolations(page)).toEqual([]);

    await nextCredential(page, await google.sign(user));
    await signUp.click();
    await page.waitForURL(`${withGoogle.url}/createtripdetails`);
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    // Signed up on the Register tab: no Remember-me, so the token is not kept in local storage.
    expect(tokens.local).toBeNull();
    const profile = await callApi(withGoogle, 'GET', '/user', undefined, tokens.session!);
    expect(await profile.json()).toMatchObject({ name: user.name, email: user.email });
    expect(errors).toEqual([]);
  });

  it('signs a Google user who has a trip in at / with Remember-me', async () => {
    // Made through the API: signed up with Google, then a trip.
    const traveller = {
      sub: `google-trip-${Date.now()}`,
      email: `rui.${Date.now()}@example.com`,
      name: 'Rui Google',
    };
    const signedUp = await callApi(withGoogle, 'POST', '/login/social', {
      credential: await google.sign(traveller),
    });
    const { result } = (await signedUp.json()) as { result: string };
    const trip = { ...LISBON_TO_TOKYO, when: Date.now() + 365 * DAY_MS };
    await callApi(withGoogle, 'POST', '/trip', trip, result);

    const { page, requests } = await openLogin(withGoogle);
    const signIn = page.getByRole('button', { name: 'Sign in with Google (test)' });
    await signIn.waitFor();
    await page.getByLabel('Remember-me').check();
    await nextCredential(page, await google.sign(traveller));
    await signIn.click();
    await page.waitForURL(`${withGoogle.url}/`);
    await page.getByText(traveller.name).first().waitFor();
    const tokens = await storedTokens(page);
    expect(tokens.local).toBeTruthy();
    expect(tokens.session).toBe(tokens.local);
    // Google's script was loaded by /login only: the dashboard, reloaded in full, did not ask for it again.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url === GIS_SCRIPT)).toHaveLength(1);
    expect(await gisCalls(page)).toBeNull();
  });

  it('says clearly that an expired Google token could not be verified, and stays on /login', async () => {
    const { page, errors } = await openLogin(withGoogle);
    const signIn = page.getByRole('button', { name: 'Sign in with Google (test)' });
    await signIn.waitFor();
    await nextCredential(page, await google.sign(user, { expiresIn: -60 }));
    await signIn.click();

    const alert = page.getByRole('alert');
    await alert.getByText('Google sign-in failed!').waitFor();
    await alert.getByText("Google's sign-in could not be verified. Please try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    expect(errors.some((text) => text.startsWith('Google sign-in failed:'))).toBe(true);
    // The button is still there for another try.
    expect(await signIn.isEnabled()).toBe(true);
  });

  it.each([
    ["Google's script answers 404", { script: 404 }],
    ["Google's script cannot be reached", { script: 'abort' }],
    ['the config route fails', { configFails: true }],
  ] as const)('says Google sign-in could not be loaded when %s', async (_, failure) => {
    const { page, errors } = await openLogin(withGoogle, failure);
    await page
      .getByText(
        'Google sign-in could not be loaded. Check your connection, or use your e-mail and password.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);
    expect(errors.some((text) => text.startsWith('Google sign-in could not be loaded:'))).toBe(true);
    // The rest of the page works as before.
    expect(await page.getByRole('button', { name: 'Enter' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
