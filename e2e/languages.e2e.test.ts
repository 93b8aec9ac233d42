import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAO_PAULO_TO_LISBON } from '../apps/server/src/testing/trips';
import { en } from '../apps/web/src/i18n/en';
import { ptBR } from '../apps/web/src/i18n/pt-BR';
import { callApi, E2E_PASSWORD, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { financeSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Wayfarer in Portuguese in a real browser against the production build: a browser whose language is
 * Brazilian Portuguese signs up and plans a trip without meeting a word of English, switches to English
 * in My Account without a reload, and a user living in Brazil sees every home amount in reais in both
 * languages. A screenshot of each page is kept in test-results/screenshots.
 */

const SCREENSHOTS = path.resolve('test-results/screenshots/languages');
const DAY_MS = 86_400_000;

type Tree = { [key: string]: unknown };

/** The catalogue's texts by key path; texts made by functions are left out. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(at, value);
    else if (value && typeof value === 'object')
      for (const entry of texts(value as Tree, at)) found.set(...entry);
  }
  return found;
}

/**
 * The English texts Portuguese says otherwise: one of them on a Portuguese page is a word the page did not
 * translate. Short ones ('OK', 'or') are left out, as they may be part of a person's own content.
 */
const portuguese = texts(ptBR);
const ENGLISH_ONLY = new Set(
  [...texts(en)]
    .filter(([at, text]) => portuguese.get(at) !== text && text.trim().length >= 4 && /\p{L}/u.test(text))
    .map(([, text]) => text.trim()),
);

/** The little of the DOM these checks read; this project type-checks the tests without the DOM's types. */
interface PageDocument {
  title: string;
  body: { innerText: string };
  documentElement: { lang: string };
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
}

/** What a person reads or hears on the page: its lines of text, names, placeholders and title. */
const readable = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const document = (globalThis as unknown as { document: PageDocument }).document;
    const lines = document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const attributes = Array.from(
      document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'),
    ).flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt']
        .map((name) => (element.getAttribute(name) ?? '').trim())
        .filter(Boolean),
    );
    return [...lines, ...attributes, document.title];
  });

const languageOfPage = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as { document: PageDocument }).document.documentElement.lang);

async function englishLeft(page: Page): Promise<string[]> {
  return (await readable(page)).filter((text) => ENGLISH_ONLY.has(text));
}

/** Checks a page a Portuguese reader sees: in Portuguese throughout, accessible, and kept as a picture. */
async function checkPortuguesePage(page: Page, name: string) {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: PageDocument }).document.querySelectorAll('[aria-busy="true"]')
        .length === 0,
    undefined,
    { timeout: 15_000 },
  );
  expect(await languageOfPage(page), name).toBe('pt-BR');
  expect(await englishLeft(page), name).toEqual([]);
  expect(await axeViolations(page), name).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `pt-BR-${name}.png`), fullPage: true });
}

async function pickCity(page: Page, combobox: Locator, query: string, city: string) {
  await combobox.focus();
  await combobox.pressSequentially(query);
  const listboxId = await combobox.getAttribute('aria-controls');
  const options = page.locator(`[id="${listboxId}"] [role="option"]`);
  const names = () => options.evaluateAll((elements) => elements.map((element) => element.ariaLabel ?? ''));
  await expect.poll(names).toContain(city);
  const index = (await names()).indexOf(city);
  for (let step = 0; step <= index; step++) await combobox.press('ArrowDown');
  await combobox.press('Enter');
}

/** Every amount written with a dollar sign that is not the real's ('$ 12.00', 'US$ 3,00'). */
const NOT_REAIS = /(?:^|[^R])\$\s?\d/;

describe('Wayfarer in Portuguese and English', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    expect(cspViolations).toEqual([]);
    await browser?.close();
    await server?.stop();
  });

  async function contextIn(locale: string, token?: string) {
    const context = await browser.newContext({ locale });
    contexts.push(context);
    if (token) {
      await context.addInitScript(
        (value) =>
          (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.setItem('token', value),
        token,
      );
    }
    const violations = await watchCspViolations(context);
    context.on('close', () => cspViolations.push(...violations));
    return context;
  }

  it('takes a Portuguese browser from sign-up to My Account in Portuguese, then to English without a reload', async () => {
    const t = ptBR;
    const context = await contextIn('pt-BR');
    const page = await context.newPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(en|pt-BR)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (file) catalogues.push(file[1]!);
    });

    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: t.auth.tabs.register }).click();
    const email = `lingua.${Date.now()}@example.com`;
    await page.getByLabel(t.auth.fields.fullName).fill('Ana Viajante');
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel(t.auth.fields.confirmPassword).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: t.auth.registerForm.submit, exact: true }).click();
    await page.getByText(t.auth.messages.registered.title).waitFor();
    await checkPortuguesePage(page, 'sign-up');

    const mail = await server.smtp.nextMailTo(email);
    expect(mail.subject).toBe('Confirme seu e-mail no Wayfarer');
    await page.goto(mail.link);
    await page.getByText(t.auth.confirmEmail.confirmed.title).waitFor();
    await checkPortuguesePage(page, 'confirm-email');
    await page.getByRole('button', { name: t.auth.confirmEmail.goToLogin }).click();

    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(E2E_PASSWORD);
    await checkPortuguesePage(page, 'login');
    await page.getByRole('button', { name: t.auth.loginForm.enter }).click();

    await page.waitForURL(`${server.url}/createtripdetails`);
    await page.getByRole('heading', { name: t.trip.setup.title, level: 1 }).waitFor();
    await checkPortuguesePage(page, 'onboarding');
    await pickCity(
      page,
      page.getByRole('combobox', { name: t.trip.fields.home }),
      'sao p',
      'São Paulo, São Paulo, Brasil',
    );
    await pickCity(
      page,
      page.getByRole('combobox', { name: t.trip.fields.destination }),
      'lisb',
      'Lisboa, Portugal',
    );
    await page
      .getByLabel(t.trip.fields.when)
      .fill(new Date(Date.now() + 200 * DAY_MS).toISOString().slice(0, 10));
    await page.getByRole('button', { name: t.common.save }).click();

    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: t.layout.pageTitles['/'], level: 1 }).waitFor();
    await checkPortuguesePage(page, 'dashboard');

    for (const [pathname, name] of [
      ['/todolist', 'board'],
      ['/finances', 'finances'],
      ['/myaccount', 'my-account'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: t.layout.menu[pathname] }).click();
      await page.waitForURL(`${server.url}${pathname}`);
      await page.getByRole('heading', { name: t.layout.pageTitles[pathname], level: 1 }).waitFor();
      await checkPortuguesePage(page, name);
    }

    // Only the language the reader reads was ever downloaded.
    expect(new Set(catalogues)).toEqual(new Set(['pt-BR']));

    // The switch redraws the page in place: a value kept on the window survives it.
    await page.evaluate(() => Object.assign(globalThis, { keptAcrossTheSwitch: true }));
    await page.getByLabel(t.common.language.label).selectOption('en');
    await page.getByRole('button', { name: t.account.language.save }).click();
    await page.getByRole('heading', { name: en.layout.pageTitles['/myaccount'], level: 1 }).waitFor();
    expect(await languageOfPage(page)).toBe('en');
    expect(await page.evaluate(() => 'keptAcrossTheSwitch' in globalThis)).toBe(true);
    await page.getByRole('navigation').getByRole('link', { name: en.layout.menu['/todolist'] }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'en-my-account-after-switch.png'), fullPage: true });

    // The account keeps it: the next sign-in, on any device, is in English.
    const token = await page.evaluate(() => {
      const { sessionStorage, localStorage } = globalThis as unknown as {
        sessionStorage: Storage;
        localStorage: Storage;
      };
      return sessionStorage.getItem('token') ?? localStorage.getItem('token');
    });
    const user = await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await user.json()) as { language: string }).language).toBe('en');
  });

  it('shows a user living in Brazil every home amount in reais, in both languages', async () => {
    const { token } = await userWithTrip(server, 'Bia Paulista', {
      ...SAO_PAULO_TO_LISBON,
      when: Date.now() + 200 * DAY_MS,
    });
    const seeds = financeSeeds(server, token);
    await seeds.entrance('Salário', 123_456);
    const rent = await seeds.goal(1, 'Aluguel', 80_000);
    await seeds.expense(1, 'Aluguel de novembro', 40_000, { goal: rent });

    for (const [locale, t, amount] of [
      ['pt-BR', ptBR, 'R$ 1.234,56'],
      ['en', en, 'R$ 1,234.56'],
    ] as const) {
      // Signed in, the app speaks the account's language.
      await callApi(server, 'PATCH', '/user', { language: locale }, token);
      const context = await contextIn(locale, token);
      const page = await context.newPage();
      await page.goto(`${server.url}/finances`);
      await page.getByRole('heading', { name: t.layout.pageTitles['/finances'], level: 1 }).waitFor();
      await page
        .getByText(amount)
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({
            path: path.join(SCREENSHOTS, `${locale}-finances-failed.png`),
            fullPage: true,
          });
          throw error;
        });
      const finances = (await readable(page)).join('\n').replaceAll('\u00a0', ' ');
      expect(finances).not.toMatch(NOT_REAIS);
      expect(await axeViolations(page), locale).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${locale}-finances-in-reais.png`),
        fullPage: true,
      });

      await page.getByRole('navigation').getByRole('link', { name: t.layout.menu['/'] }).click();
      await page.getByRole('heading', { name: t.layout.pageTitles['/'], level: 1 }).waitFor();
      await page.getByText(amount).first().waitFor();
      const dashboard = (await readable(page)).join('\n').replaceAll('\u00a0', ' ');
      expect(dashboard).not.toMatch(NOT_REAIS);
      expect(await axeViolations(page), locale).toEqual([]);
      await context.close();
    }
  });
});
