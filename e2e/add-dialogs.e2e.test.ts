import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en';
import { ptBR } from '../apps/web/src/i18n/pt-BR';
import { callApi, signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * An add dialog waits for the server's answer and no longer: each test holds the POST's answer back for a
 * while, checks that the dialog waits meanwhile (busy, its fields disabled, its loading image named for
 * what happens), then lets the answer through and times the closing from it. The spec's fixed 2 s after
 * the submit would close it some 1.5 s after this answer; the margin allowed is well under that, and
 * the same whatever the machine's speed, since it counts from the answer and not from the click.
 */

/** How long the server's answer is held back: long enough to look at the waiting dialog. */
const HELD_MS = 400;
/** The most the dialog may stay once the answer is in: a render and a frame, with room for a slow machine. */
const CLOSES_WITHIN_MS = 1_000;

describe('add dialogs close on the server’s answer', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

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
  }

  /**
   * Holds the answer of the next POST to `path` back; answers when it went through, from the Node side's
   * clock, which the test's own reading of the closed dialog shares.
   */
  function holdAnswer(path: string, whileHeld: () => Promise<void>): Promise<number> {
    return new Promise((resolve, reject) => {
      void page.route(
        (url) => url.pathname === `/api${path}`,
        async (route: Route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          try {
            const answer = await route.fetch();
            await Promise.all([whileHeld(), page.waitForTimeout(HELD_MS)]);
            await route.fulfill({ response: answer });
            resolve(Date.now());
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        { times: 1 },
      );
    });
  }

  /**
   * Submits, checks the dialog while the answer is held (its button busy under `busyName`, its `field`
   * disabled), and answers how long after the answer it closed.
   */
  async function closingAfterAnswer(
    dialog: Locator,
    path: string,
    submit: Locator,
    busyName: string,
    field: Locator,
  ) {
    const answered = holdAnswer(path, async () => {
      const busy = dialog.getByRole('button', { name: busyName, exact: true });
      await expect(busy.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(field.isDisabled()).resolves.toBe(true);
    });
    await submit.click();
    const answeredAt = await answered;
    await dialog.waitFor({ state: 'detached' });
    return Date.now() - answeredAt;
  }

  for (const [language, t] of [
    ['en', en],
    ['pt-BR', ptBR],
  ] as const) {
    it(`closes the list dialog once the list is added (${language})`, async () => {
      await signIn(language);
      await page.goto(`${server.url}/todolist`);
      await page.getByRole('button', { name: t.todo.addList.title }).click();
      const dialog = page.getByRole('dialog', { name: t.todo.addList.title });
      const title = dialog.getByLabel(t.ui.titleInput.label);
      await title.fill('Adapters');
      await dialog.getByLabel(t.todo.fields.description).fill('Type A and C');
      const add = dialog.getByRole('button', { name: t.todo.addList.add, exact: true });

      const late = await closingAfterAnswer(
        dialog,
        '/todolist',
        add,
        `${t.todo.addList.add} ${t.ui.spinner.saving}`,
        title,
      );
      expect(late).toBeLessThan(CLOSES_WITHIN_MS);
      await page.getByRole('button', { name: 'Adapters', exact: true }).waitFor();
    });
  }

  for (const [kind, choice, title, path] of [
    ['an entrance', en.finances.addMenu.entrances, en.finances.forms.addEntrance, '/finances/entraces'],
    ['a cost', en.finances.addMenu.domesticCost, en.finances.forms.addDomesticCost, '/finances/expenses'],
  ] as const) {
    it(`closes the dialog of ${kind} once it is saved`, async () => {
      await signIn('en');
      await page.goto(`${server.url}/finances`);
      await page.getByRole('region', { name: en.finances.resume.title }).waitFor();
      await page.getByRole('button', { name: en.finances.addMenu.add, exact: true }).click();
      await page.getByRole('menuitem', { name: choice }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const field = dialog.getByLabel(en.ui.titleInput.label);
      await field.fill('Metro card');
      await dialog.getByLabel(en.finances.moneyInput.label).fill('12.50');
      const save = dialog.getByRole('button', { name: en.common.save, exact: true });

      const late = await closingAfterAnswer(
        dialog,
        path,
        save,
        `${en.common.save} ${en.ui.spinner.saving}`,
        field,
      );
      expect(late).toBeLessThan(CLOSES_WITHIN_MS);
      await page.getByText('Metro card').first().waitFor();
    });
  }
});
