import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * Moving between the signed-in pages in a real browser, against the production build: the side menu and
 * its mark on the page shown, the browser's history, the layout kept from one page to the next, and
 * addresses written otherwise than the menu writes them.
 */

/** The part of an element the marking below uses (the e2e code is typed without the DOM library). */
interface MarkableElement {
  setAttribute(name: string, value: string): void;
}

describe('moving between the signed-in pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const { token } = await userWithTrip(server);
    context = await signedInContext(browser, token);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  // A tab of its own for every test: its history starts empty.
  beforeEach(async () => {
    await page?.close();
    page = await context.newPage();
  });

  const menu = () => page.getByRole('navigation', { name: 'Main' });
  const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
  /** Opens the address in the tab and waits for the page's heading. */
  async function openAt(path: string, title: string) {
    await page.goto(`${server.url}${path}`);
    await heading(title).waitFor();
  }
  /** Opens a page from the side menu and waits for its heading. */
  async function openFromMenu(entry: string, title = entry) {
    await menu().getByRole('link', { name: entry }).click();
    await heading(title).waitFor();
  }
  /** The text of the menu entries marked as the page shown. */
  const markedEntries = () => menu().locator('[aria-current="page"]').allTextContents();

  it('marks the page shown in the side menu, and moves the mark with each page opened', async () => {
    await openAt('/', 'Dashboard');
    expect(await markedEntries()).toEqual(['Home']);

    await openFromMenu('Finances');
    expect(new URL(page.url()).pathname).toBe('/finances');
    expect(await markedEntries()).toEqual(['Finances']);
    expect(await menu().getByRole('link', { name: 'Finances' }).getAttribute('class')).toContain('active');
    expect(await menu().getByRole('link', { name: 'Home' }).getAttribute('class')).not.toContain('active');
  });

  it('keeps the layout from one page to the next: the header is the same element, not drawn again', async () => {
    await openAt('/todolist', 'To Do List');
    await page
      .locator('header.app-header')
      .evaluate((header) => (header as unknown as MarkableElement).setAttribute('data-test-mark', ''));

    await openFromMenu('Exchange');
    await openFromMenu('Notices', 'Noticies');
    expect(await page.locator('header.app-header[data-test-mark]').count()).toBe(1);
  });

  it('goes back and forward between the pages opened, with the mark following', async () => {
    await openAt('/', 'Dashboard');
    await openFromMenu('To Do List');
    await openFromMenu('Finances');

    await page.goBack();
    await heading('To Do List').waitFor();
    expect(await markedEntries()).toEqual(['To Do List']);
    await page.goBack();
    await heading('Dashboard').waitFor();
    expect(await markedEntries()).toEqual(['Home']);
    await page.goForward();
    await heading('To Do List').waitFor();
    expect(new URL(page.url()).pathname).toBe('/todolist');
  });

  it('adds nothing to the history for a link to the page already shown', async () => {
    await openAt('/', 'Dashboard');
    await openFromMenu('Advices');
    await openFromMenu('Advices');

    await page.goBack();
    await heading('Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('reads an address in any case and with a trailing slash, and sends one it does not know home', async () => {
    await openAt('/Finances/', 'Finances');
    expect(await markedEntries()).toEqual(['Finances']);

    // An unknown address, and '//', which only looks like the dashboard's.
    for (const unknown of ['/nowhere', '//']) {
      await page.goto(`${server.url}${unknown}`);
      await page.waitForURL(`${server.url}/`);
      await heading('Dashboard').waitFor();
    }
  });
});
