import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { FAKE_FOURSQUARE_KEY } from '../apps/server/src/feeds/places/testing/foursquare';
import { userWithTrip } from './support/accounts';
import { endingAnimationsEnded } from './support/animations';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { offlineContext } from './support/offline';
import { startServer, type RunningServer } from './support/server';

/*
 * The destination pages (/noticies, /advices, /exchange) in a real browser, against the production build
 * whose feed providers all point at the local fake upstream (map tiles included): a user going from Lisbon
 * to Tokyo reads Japan's news, opens a bar near Tokyo with its map, and simulates changing euros into yen.
 * What a page should show is read from the API or worked out by hand, never by the app's code.
 * Outside pictures are answered by the browser context itself (support/offline.ts); once the tests are
 * done, a check sees that nothing but such pictures was ever asked of another host.
 */

/** The hosts of the fixtures' place pictures and category icons. */
const PICTURE_HOSTS = new Set([
  'commons.wikimedia.org',
  'upload.wikimedia.org',
  'images.example.org',
  'fastly.4sqi.net',
  'ss3.4sqi.net',
]);

interface Article {
  title: string;
}
interface Place {
  name: string;
  categories: { plural_name: string }[];
  location: { formatted_address: string };
  images: unknown[];
}

describe('the destination pages in a real browser', () => {
  let fake: FakeUpstream;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  /** Every address off this machine the browser asked for (and was answered locally). */
  const outside: string[] = [];
  /** What the Content-Security-Policy refused, as the browser reported it. */
  let cspViolations: string[] = [];

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    fake = await startFakeUpstream();
    // A short deadline, so that a failing source is asked again after six of them (6 s), not 30 s.
    [server, browser] = await Promise.all([
      startServer({ ...fake.env, FEED_TIMEOUT_MS: '1000' }),
      launchBrowser(),
    ]);
    ({ token } = await userWithTrip(server));
    context = await offlineContext(browser, token, outside);
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    try {
      // Whichever of the tests ran, none made the browser ask another host for anything but a picture.
      expect(
        [...new Set(outside.map((url) => new URL(url).hostname))].filter((host) => !PICTURE_HOSTS.has(host)),
      ).toEqual([]);
      // News images, place pictures, the map's tiles and Leaflet itself all kept to the security policy.
      expect(cspViolations).toEqual([]);
    } finally {
      await context?.close();
      await browser?.close();
      await server?.stop();
      await fake?.close();
    }
  });

  describe('/noticies', () => {
    const articleLinks = () => page.locator('.news__content a[target="_blank"]');

    it("shows Japan's last news and the other news, 10 at a time, until there are no more", async () => {
      const { results } = await api<{ results: Article[] }>('/cities/noticies?country=JP');
      await page.goto(`${server.url}/noticies`);
      await page.getByRole('heading', { name: 'Last news' }).waitFor();
      const last = page.getByRole('region', { name: 'Last news' });
      await expect.poll(() => last.getByRole('link').first().textContent()).toContain(results[0]!.title);
      await expect.poll(() => last.locator('time').textContent()).toMatch(/^\d+ (second|minute)s? ago$/);
      await expect.poll(() => articleLinks().count()).toBe(10);
      const link = articleLinks().first();
      expect(await link.getAttribute('rel')).toContain('noopener');

      await page.getByRole('button', { name: 'View more' }).click();
      await expect.poll(() => articleLinks().count()).toBe(20);
      await page.getByRole('button', { name: 'View more' }).click();
      // 27 articles in all: the feed's 29 items less an undated one and a headline repeated in capitals.
      await expect.poll(() => articleLinks().count()).toBe(27);
      expect(await page.getByRole('button', { name: 'View more' }).count()).toBe(0);
      await page.getByText('Google News').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it("switches to a category's news, kept in the address", async () => {
      await page.getByRole('tab', { name: /sports/i }).click();
      await page.waitForURL(/\/noticies\?category=sports$/);
      const last = page.getByRole('region', { name: 'Last news' });
      await expect.poll(() => last.getByRole('link').first().textContent()).toMatch(/^sports jp #/i);
      expect(await page.getByRole('tab', { name: /sports/i }).getAttribute('aria-selected')).toBe('true');
    });

    it('says calmly that the news is not available when its source fails, and recovers on Try again', async () => {
      fake.behave('google-news', 'fail');
      await page.getByRole('tab', { name: /tourism/i }).click();
      await page.getByText('The news is not available right now.').waitFor();
      expect(await page.getByRole('heading', { name: 'Noticies', level: 1 }).count()).toBe(1);
      fake.reset();
      // The server leaves a failing source alone for six deadlines before asking it again.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      await page.getByRole('button', { name: 'Try again' }).click();
      const last = page.getByRole('region', { name: 'Last news' });
      await expect.poll(() => last.getByRole('link').first().textContent()).toMatch(/^Search JP tourism/);
    });
  });

  describe('/advices', () => {
    let bars: Place[];

    it('shows the Discovery banner and the four category rows of places near Tokyo', async () => {
      bars = await api<Place[]>('/cities/advices?lat=35.6895&lon=139.69171&category=13003');
      const discovery = await api<Place[]>('/cities/advices?lat=35.6895&lon=139.69171&category=10000');
      await page.goto(`${server.url}/advices`);
      for (const row of [
        'Discovery',
        'Bar',
        'Landmarks and Outdoors',
        'Restaurant',
        'Sports and Recreation',
      ]) {
        await page.getByRole('heading', { name: row, level: 2 }).waitFor();
      }
      await page.getByRole('region', { name: 'Discovery' }).getByText(discovery[0]!.name).first().waitFor();
      const barRow = page.getByRole('region', { name: 'Bar', exact: true });
      await barRow.getByText(bars[0]!.name).first().waitFor();
      // The places' pictures keep their real addresses: the browser context answered them itself.
      await expect.poll(() => outside.length).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('scrolls a row by 208 px with its arrows', async () => {
      const barRow = page.getByRole('region', { name: 'Bar', exact: true });
      const scroller = barRow.locator('.advice-row__cards');
      const scrollLeft = () => scroller.evaluate((element) => element.scrollLeft);
      await page.setViewportSize({ width: 600, height: 900 });
      expect(await scrollLeft()).toBe(0);
      await barRow.getByRole('button', { name: 'Next Bar places' }).click();
      await expect.poll(scrollLeft).toBe(208);
      await barRow.getByRole('button', { name: 'Previous Bar places' }).click();
      await expect.poll(scrollLeft).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('opens a place in the detail modal: its name, address and a map centred on its marker', async () => {
      const place = bars[0]!;
      const barRow = page.getByRole('region', { name: 'Bar', exact: true });
      await barRow
        .getByRole('button', { name: new RegExp(place.name) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: place.name });
      await dialog.waitFor();
      await dialog.getByText('Adress:').waitFor();
      if (place.location.formatted_address)
        await dialog.getByText(place.location.formatted_address).waitFor();
      await dialog.getByText(place.categories[0]!.plural_name, { exact: true }).waitFor();

      const map = dialog.getByRole('region', { name: `Map of ${place.name}` });
      const marker = map.locator('img.leaflet-marker-icon');
      await marker.waitFor();
      expect(await marker.getAttribute('alt')).toBe(place.name);
      // Our own copy of Leaflet's marker, served with the app's assets.
      expect(await marker.getAttribute('src')).toMatch(/^\/assets\/marker-icon-[\w-]+\.png$/);
      // Measured once the dialog has scaled in: mid-animation the map is a pixel or more short.
      await endingAnimationsEnded(page);
      const mapBox = (await map.boundingBox())!;
      expect(Math.round(mapBox.height)).toBe(300);
      // The marker's tip (its anchor: 12 px from its left, at its bottom) sits at the map's centre.
      const markerBox = (await marker.boundingBox())!;
      expect(Math.abs(markerBox.x + 12 - (mapBox.x + mapBox.width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(markerBox.y + markerBox.height - (mapBox.y + mapBox.height / 2))).toBeLessThanOrEqual(
        1,
      );
      await map.getByRole('link', { name: 'OpenStreetMap' }).waitFor();
      await expect.poll(() => fake.calls('tiles').length).toBeGreaterThan(0);
      expect(fake.calls('tiles').every(({ path }) => /^\/14\/\d+\/\d+\.png$/.test(path))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  describe('/exchange', () => {
    const amount = (value: number, currency: string) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);

    it('draws the week of JPY in EUR and simulates the three services on 1,000.00', async () => {
      const rates = await api<number[]>('/cities/exchange?tripCurrency=JPY&currentCurrency=EUR');
      await page.goto(`${server.url}/exchange`);
      await page.getByRole('heading', { name: '1 JPY in EUR' }).waitFor();
      await page.locator('.exchange__chart canvas').waitFor();
      const table = page.locator('.exchange__chart table');
      expect((await table.locator('th[scope="row"], tbody th').allTextContents()).at(-1)).toBe('Today');
      const value = page.getByLabel('Value');
      expect(await value.inputValue()).toBe('1,000.00');

      // Spec section 9: value/100 / today's rate * tax + fixed tax, today's rate being index 0.
      const today = rates[0]!;
      const expected = [
        amount((1000 / today) * 0.87, 'JPY'),
        amount((1000 / today) * 0.91 + 1.5, 'JPY'),
        amount((1000 / today) * 0.95, 'JPY'),
      ];
      const received = page.locator('.exchange-service__received');
      await expect.poll(() => received.allTextContents()).toEqual(expected);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('radio', { name: /JPY → EUR/ }).check();
      await value.fill('20,000');
      await value.blur();
      await expect
        .poll(() => received.allTextContents())
        .toEqual([
          amount(20_000 * today * 0.87, 'EUR'),
          amount(20_000 * today * 0.91 + 1.5, 'EUR'),
          amount(20_000 * today * 0.95, 'EUR'),
        ]);
    });
  });
});

describe("a place's pictures, from Foursquare, in a real browser", () => {
  let fake: FakeUpstream;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    [server, browser] = await Promise.all([
      startServer({ ...fake.env, FOURSQUARE_API_KEY: FAKE_FOURSQUARE_KEY }),
      launchBrowser(),
    ]);
    const { token } = await userWithTrip(server);
    context = await offlineContext(browser, token, []);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('moves through them with the arrows, wrapping both ways, the thumbnails and a 5 s timer', async () => {
    await page.clock.install();
    await page.goto(`${server.url}/advices`);
    const barRow = page.getByRole('region', { name: 'Bar', exact: true });
    // The fixture's first bar near any point has three photos.
    await barRow.getByRole('button', { name: /Red Frog Speakeasy/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Red Frog Speakeasy' });
    const thumbs = dialog.getByRole('button', { name: /^Picture \d of 3$/ });
    await expect.poll(() => thumbs.count()).toBe(3);
    const shown = async () => {
      for (let index = 0; index < 3; index++) {
        if ((await thumbs.nth(index).getAttribute('aria-current')) === 'true') return index + 1;
      }
      return 0;
    };
    expect(await shown()).toBe(1);
    await page.clock.runFor(5_000);
    await expect.poll(shown).toBe(2);
    await dialog.getByRole('button', { name: 'Pause the slideshow' }).click();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(shown).toBe(1);
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await expect.poll(shown).toBe(3);
    await thumbs.nth(1).click();
    await expect.poll(shown).toBe(2);
    // Paused: the timer no longer moves it.
    await page.clock.runFor(10_000);
    expect(await shown()).toBe(2);
    // Foursquare's category icon and its plural name.
    await dialog.getByText('Cocktail Bars').waitFor();
  });
});
