import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en';
import { ptBR } from '../apps/web/src/i18n/pt-BR';
import { callApi, signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { isFocused } from './support/focus';
import { startServer, type RunningServer } from './support/server';

/*
 * A form that will not be sent says why: its submit button looks inactive and is announced so, but a
 * press of it (or Enter in a field) names what is missing next to each field, marks the field invalid,
 * describes it with the message and moves the focus to the first such field, without sending anything.
 * Checked on the list and the cost forms, in English and in Portuguese.
 */

/** The little of the DOM these checks read; the e2e code is typed without the DOM's types. */
interface DescribedElement {
  getAttribute(name: string): string | null;
  ownerDocument: { getElementById(id: string): { textContent: string | null } | null };
}

/** The texts the field's aria-describedby points at, as a screen reader reads them with the field. */
const description = (field: Locator): Promise<string> =>
  field.evaluate((element) => {
    const node = element as unknown as DescribedElement;
    return (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => node.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  });

/** The field says what it lacks: invalid, described by the message, which shows beside it. */
async function expectMissing(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  await expect(description(field)).resolves.toContain(message);
}

describe('a form that will not be sent says why', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The writes the page sent, by method and path. */
  let writes: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function signIn(language: 'en' | 'pt-BR') {
    const { token } = await userWithTrip(server);
    await callApi(server, 'PATCH', '/user', { language }, token);
    context = await signedInContext(browser, token, { locale: language });
    page = await context.newPage();
    writes = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && pathname.startsWith('/api/')) {
        writes.push(`${request.method()} ${pathname}`);
      }
    });
  }

  for (const [language, t] of [
    ['en', en],
    ['pt-BR', ptBR],
  ] as const) {
    it(`names the list's missing description and title (${language})`, async () => {
      await signIn(language);
      await page.goto(`${server.url}/todolist`);
      await page.getByRole('button', { name: t.todo.addList.title }).click();
      const dialog = page.getByRole('dialog', { name: t.todo.addList.title });
      const title = dialog.getByLabel(t.ui.titleInput.label);
      const details = dialog.getByLabel(t.todo.fields.description);
      const add = dialog.getByRole('button', { name: t.todo.addList.add, exact: true });
      await title.fill('Adapters');
      // Inactive to look at and to a screen reader, as the spec has it, yet it can be pressed.
      await expect(add.getAttribute('aria-disabled')).resolves.toBe('true');
      await expect(add.isDisabled()).resolves.toBe(true);
      await expect(
        add.evaluate((button) => (button as unknown as { disabled: boolean }).disabled),
      ).resolves.toBe(false);

      await add.click({ force: true });
      await expectMissing(details, t.ui.missing.description);
      await expect.poll(() => isFocused(details)).toBe(true);
      await expect(title.getAttribute('aria-invalid')).resolves.toBeNull();

      // Emptied too, the title is named first and takes the focus.
      await title.fill('');
      await add.click({ force: true });
      await expectMissing(title, t.ui.missing.title);
      await expect.poll(() => isFocused(title)).toBe(true);
      expect(writes).toEqual([]);

      // Fixed, each field is quiet again at once, and the list is added.
      await title.fill('Adapters');
      await details.fill('Type A and C');
      await expect.poll(() => dialog.getByText(t.ui.missing.description).count()).toBe(0);
      await expect(add.getAttribute('aria-disabled')).resolves.toBeNull();
      await add.click();
      await dialog.waitFor({ state: 'detached' });
      expect(writes).toEqual(['POST /api/todolist']);
    });

    it(`names the cost's missing title and value (${language})`, async () => {
      await signIn(language);
      await page.goto(`${server.url}/finances`);
      await page.getByRole('region', { name: t.finances.resume.title }).waitFor();
      await page.getByRole('button', { name: t.finances.addMenu.add, exact: true }).click();
      await page.getByRole('menuitem', { name: t.finances.addMenu.domesticCost }).click();
      const dialog = page.getByRole('dialog', { name: t.finances.forms.addDomesticCost });
      const title = dialog.getByLabel(t.ui.titleInput.label);
      const value = dialog.getByLabel(t.finances.moneyInput.label);

      // Enter in the empty form: both are named, and the focus is on the first.
      await title.press('Enter');
      await expectMissing(title, t.ui.missing.title);
      await expectMissing(value, t.finances.moneyInput.zero);
      await expect.poll(() => isFocused(title)).toBe(true);

      // The title typed, a press of Save moves the focus on to the value, still missing.
      await title.fill('Metro card');
      await expect.poll(() => title.getAttribute('aria-invalid')).toBeNull();
      await dialog.getByRole('button', { name: t.common.save, exact: true }).click({ force: true });
      await expect.poll(() => isFocused(value)).toBe(true);
      await expectMissing(value, t.finances.moneyInput.zero);
      expect(writes).toEqual([]);

      await value.fill(language === 'en' ? '12.50' : '12,50');
      await dialog.getByRole('button', { name: t.common.save, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(writes).toEqual(['POST /api/finances/expenses']);
    });
  }
});
