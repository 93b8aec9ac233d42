import { FinanceKind } from '@wayfarer/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, companionOf, E2E_PASSWORD, signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { financeSeeds, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Two things a new user tripped on, in a real browser: a trip resume with costs and no goals showed its
 * Result as a green negative, and a companion's task read no author once they deleted their account,
 * although the deletion dialog promised "Former member".
 */

describe('what the figures and the authors of a trip say', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function pageOf(token: string): Promise<Page> {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    return page;
  }

  it('shows the Result of a trip without goals plain, never green, when the cash falls short, and says what it means', async () => {
    const owner = await userWithTrip(server, 'Nina Newcomer');
    // Spent at home with no entrance: the cash in hand, and so the trip's Result, is negative.
    await financeSeeds(server, owner.token).expense(FinanceKind.domestic, 'Rent', 388_381);
    const page = await pageOf(owner.token);
    await page.goto(`${server.url}/finances`);
    const resume = page.getByRole('region', { name: 'Trip resume' });
    await resume.waitFor();
    await resume.getByText('Add a trip goal to see what your cash still has to cover.').waitFor();
    const result = resume.locator('.figure', { hasText: 'Result' });
    await expect.poll(() => result.locator('.figure__value').textContent()).toContain('3,883.81');
    // Without goals the figure is only the cash's shortfall, which no colour may call a gain.
    expect(await result.getAttribute('class')).toContain('figure--plain');
  });

  it("reads 'Added by a former member' under a task whose companion deleted their account", async () => {
    const owner = await userWithTrip(server, 'Olga Owner');
    const companion = await companionOf(server, owner.token, 'editor', 'Caio Companion');
    const list = await todoSeeds(server, owner.token).list({ title: 'Visa papers' });
    await todoSeeds(server, companion.token).task(list, 'Book the consulate');
    const deleted = await callApi(server, 'DELETE', '/user', { password: E2E_PASSWORD }, companion.token);
    expect(deleted.status).toBe(204);

    const page = await pageOf(owner.token);
    await page.goto(`${server.url}/todolist`);
    await page.getByRole('button', { name: 'Visa papers', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Book the consulate', { exact: true }).waitFor();
    await dialog.getByText('Added by a former member').waitFor();
  });
});
