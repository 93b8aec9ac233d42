import { FinanceKind } from '@wayfarer/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { samplePdf } from '../apps/server/src/todo/testing/sample-attachments';
import type { Messages } from '../apps/web/src/i18n/catalogue';
import { en } from '../apps/web/src/i18n/en';
import { ptBR } from '../apps/web/src/i18n/pt-BR';
import { callApi, signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { financeSeeds, seedPlans, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Every page and the main dialogs on a phone, 360 and 390 px wide, in English and in Portuguese: no element
 * reaches out of the viewport sideways, nor out of the card or dialog part it sits in (into the outer half
 * of the card's padding, or to its very edge). What the spec makes scroll sideways (the advice rows, the
 * board's columns) scrolls inside its own box, which must itself fit. One browser, one tab per language,
 * each page loaded once and measured at both widths.
 */

const WIDTHS = [360, 390] as const;
const LANGUAGES = [
  { locale: 'en', t: en },
  { locale: 'pt-BR', t: ptBR },
] as const;

/** The boxes an element must stay inside: cards, the parts of a dialog and the invitation's card. */
const CARD_SELECTOR = '.card, .modal__header, .modal__content, .modal__actions, .invitation__card';

/** The little of the DOM the measure reads; the e2e code is type-checked without the DOM's types. */
interface Box {
  left: number;
  right: number;
  width: number;
  height: number;
}
interface Element {
  tagName: string;
  className: unknown;
  parentElement: Element | null;
  textContent: string | null;
  getBoundingClientRect(): Box;
  closest(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
}
interface Style {
  display: string;
  visibility: string;
  position: string;
  overflowX: string;
  clip: string;
  paddingLeft: string;
  paddingRight: string;
  borderLeftWidth: string;
  borderRightWidth: string;
}
interface LayoutWindow {
  document: { documentElement: Element & { clientWidth: number; scrollWidth: number }; body: Element };
  getComputedStyle(element: Element): Style;
}

/**
 * Runs in the page: every visible element that leaves the viewport sideways, or the room its card gives
 * its content (see contentBox), named by its tag, classes and first words. An element inside a box
 * that scrolls or clips sideways (a row of cards, a text cut with an ellipsis) may reach past it; that box
 * is measured in its place. A dialog's own scrolling, up and down, is not such a box.
 */
function sidewaysOverflows(cardSelector: string): string[] {
  const page = globalThis as unknown as LayoutWindow;
  const { document } = page;
  const viewport = document.documentElement.clientWidth;
  const tolerance = 0.5;
  const name = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes ? `.${classes.split(/\s+/).join('.')}` : ''} “${words}”`;
  };
  const hidden = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = page.getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
      // Text for assistive technology only (.visually-hidden, a drag's announcer): clipped away.
      if (style.position === 'absolute' || style.position === 'fixed') {
        if (style.clip !== 'auto') return true;
      }
    }
    return false;
  };
  const contains = (outer: Element, inner: Element) => {
    for (let at: Element | null = inner; at; at = at.parentElement) if (at === outer) return true;
    return false;
  };
  /** The nearest ancestor below the page that scrolls or clips sideways, a dialog aside. */
  const scrollerOf = (element: Element) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      if (at.tagName !== 'DIALOG' && page.getComputedStyle(at).overflowX !== 'visible') return at;
    }
    return null;
  };
  /**
   * Where a card's content may reach: its box within its border and half its padding. The other half
   * is the card's own margin, which no element may take; an icon button may reach into the first half
   * with its hit area (a dialog's close button does), its icon staying in line with the content.
   */
  const contentBox = (card: Element) => {
    const box = card.getBoundingClientRect();
    const style = page.getComputedStyle(card);
    return {
      left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) / 2,
      right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) / 2,
    };
  };
  const px = (value: number) => Math.round(value * 10) / 10;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > viewport) {
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${viewport})`);
  }
  // Each overflow is told once, by the outermost element that overflows: what it holds goes with it.
  const told = new Set<Element>();
  const tell = (element: Element, problem: string) => {
    told.add(element);
    if (!element.parentElement || !told.has(element.parentElement)) found.push(`${name(element)} ${problem}`);
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || hidden(element)) continue;
    const scroller = scrollerOf(element);
    const card = element.parentElement?.closest(cardSelector) ?? null;
    if (!scroller && (box.left < -tolerance || box.right > viewport + tolerance)) {
      tell(element, `leaves the viewport (${px(box.left)} to ${px(box.right)} of ${viewport})`);
      continue;
    }
    // Within a scroller inside the card, the scroller is what must fit the card.
    if (!card || (scroller && scroller !== card && contains(card, scroller))) continue;
    const inner = contentBox(card);
    if (box.left < inner.left - tolerance || box.right > inner.right + tolerance) {
      tell(
        element,
        `leaves its ${name(card).split(' ')[0]} (${px(box.left)} to ${px(box.right)}, ` +
          `inside ${px(inner.left)} to ${px(inner.right)})`,
      );
    }
  }
  return found;
}

describe('the phone layout', () => {
  let fake: FakeUpstream;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** Per language: the invitation link mailed to an address without an account. */
  const invitationLinks = new Map<string, string>();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    fake = await startFakeUpstream();
    [server, browser] = await Promise.all([startServer(fake.env), launchBrowser()]);
    for (const { locale } of LANGUAGES) {
      const { token } = await userWithTrip(server, 'Ana Maria Viajante de Oliveira');
      await callApi(server, 'PATCH', '/user', { language: locale }, token);
      await seedPlans(server, token);
      const todo = todoSeeds(server, token);
      const list = await todo.list({
        title: 'Documentos para a viagem e reservas',
        description: 'Passaporte, visto, seguro-viagem e as reservas de hotel, impressos e no telefone.',
      });
      await todo.task(list, 'Renovar o passaporte na Polícia Federal');
      await todo.comment(list, 'Consulado', 'Ligar para o consulado antes de marcar a entrevista do visto.');
      await todo.attachment(list, 'Seguro-viagem (apólice completa)', {
        name: 'apolice-do-seguro-viagem-completa.pdf',
        mimeType: 'application/pdf',
        bytes: samplePdf(),
      });
      const money = financeSeeds(server, token);
      await money.goal(FinanceKind.domestic, 'Aluguel e contas da casa', 250_000);
      await money.goal(FinanceKind.trip, 'Hospedagem em Tóquio e Quioto', 900_000);
      const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, token)).json()) as {
        id: string;
      }[];
      const invited = `convidada.com.um.endereco.longo.${locale}@example.com`;
      await callApi(
        server,
        'POST',
        `/trips/${trip!.id}/invitations`,
        { email: invited, role: 'editor' },
        token,
      );
      invitationLinks.set(locale, (await server.smtp.nextMailTo(invited)).link);
      tokens.set(locale, token);
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  async function tabIn(locale: string, signedIn: boolean): Promise<Page> {
    const options = { locale, viewport: { width: WIDTHS[0], height: 800 } };
    const context = signedIn
      ? await signedInContext(browser, tokens.get(locale)!, options)
      : await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  }

  /** Waits until nothing on the page is loading, then its skeletons' and charts' sizes are final. */
  const settled = (page: Page) =>
    page.waitForFunction(
      () =>
        (
          globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } }
        ).document.querySelectorAll('[aria-busy="true"]').length === 0,
      undefined,
      { timeout: 15_000 },
    );

  /** What overflows at each width, by the name given to what is shown. */
  async function measure(page: Page, shown: string): Promise<string[]> {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      for (const problem of await page.evaluate(sidewaysOverflows, CARD_SELECTOR)) {
        found.push(`${shown} at ${width} px: ${problem}`);
      }
    }
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    return found;
  }

  async function open(page: Page, path: string, title: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  }

  /** Opens a dialog with the button, measures it, and closes it with Escape. */
  async function measureDialog(
    page: Page,
    opener: Locator,
    title: string,
    then?: (dialog: Locator) => Promise<void>,
  ) {
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await then?.(dialog);
    const found = await measure(page, `the dialog '${title}'`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    return found;
  }

  it.each(LANGUAGES)('fits every signed-in page and dialog on a phone, in $locale', async ({ locale, t }) => {
    const page = await tabIn(locale, true);
    const titles: Messages['layout']['pageTitles'] = t.layout.pageTitles;
    const found: string[] = [];
    for (const path of [
      '/',
      '/noticies',
      '/advices',
      '/exchange',
      '/calendar',
      '/myaccount',
      '/companions',
    ] as const) {
      await open(page, path, titles[path]);
      found.push(...(await measure(page, path)));
    }

    // The invitation card with a long address sent, and the notice that says so.
    await open(page, '/companions', titles['/companions']);
    const address = `uma.companheira.de.viagem.com.nome.comprido.${locale}@example.com`;
    await page.getByLabel(t.companions.invite.email, { exact: true }).fill(address);
    await page.getByRole('button', { name: t.companions.invite.send }).click();
    await page.getByText(t.companions.invite.sentTitle(address)).waitFor();
    found.push(...(await measure(page, '/companions, an invitation sent')));

    await open(page, '/todolist', titles['/todolist']);
    found.push(...(await measure(page, '/todolist')));
    found.push(
      ...(await measureDialog(
        page,
        page.getByRole('button', { name: t.todo.page.addList }),
        t.todo.addList.title,
      )),
    );
    found.push(
      ...(await measureDialog(
        page,
        page.getByText('Documentos para a viagem e reservas').first(),
        t.todo.editList.title,
        async (dialog) => {
          // Each panel with its add form open, as wide as it gets.
          for (const add of [t.todo.tasks.add, t.todo.attachments.add, t.todo.comments.add]) {
            await dialog.getByRole('button', { name: add, exact: true }).click();
          }
        },
      )),
    );

    await open(page, '/finances', titles['/finances']);
    found.push(...(await measure(page, '/finances')));
    const addMenu = t.finances.addMenu;
    const dialogs = t.finances.forms;
    for (const [choice, title] of [
      [addMenu.entrances, dialogs.addEntrance],
      [addMenu.domesticGoals, dialogs.addDomesticGoal],
      [addMenu.domesticCost, dialogs.addDomesticCost],
      [addMenu.travelGoals, dialogs.addTravelGoal],
      [addMenu.travelCost, dialogs.addTravelCost],
    ] as const) {
      await page.getByRole('button', { name: addMenu.add, exact: true }).click();
      found.push(...(await measureDialog(page, page.getByRole('menuitem', { name: choice }), title)));
    }
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)(
    'fits the sign-in, the registration and an invitation on a phone, in $locale',
    async ({ locale, t }) => {
      const page = await tabIn(locale, false);
      const found: string[] = [];
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: t.auth.loginForm.enter }).waitFor();
      found.push(...(await measure(page, '/login')));
      await page.getByRole('tab', { name: t.auth.tabs.register }).click();
      await page.getByRole('button', { name: t.auth.registerForm.submit, exact: true }).waitFor();
      found.push(...(await measure(page, '/login, Register')));
      await page.goto(invitationLinks.get(locale)!);
      await page.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await measure(page, '/invitation')));
      expect(found).toEqual([]);
    },
  );
});
