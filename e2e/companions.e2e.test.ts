import { FinanceKind, type TripBody, type TripSummary } from '@wayfarer/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LISBON_TO_TOKYO } from '../apps/server/src/testing/trips';
import { callApi, E2E_PASSWORD, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { isFocused } from './support/focus';
import { financeSeeds, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Trips planned together, in real browsers against the production build: the owner invites from the
 * Companions page, the companion opens the mailed link in a browser of their own, signs in (or
 * registers) and comes back to accept; both then plan on the same board. A viewer sees the board and
 * the trip's goals and costs without a control to change them, and is told why. The header's switcher
 * moves between trips. Every user is made for the test that uses them.
 */

const DAY_MS = 86_400_000;

/** The owner's trip in these tests: Lisbon to Paris, so that it is told apart from a companion's own. */
const LISBON_TO_PARIS = (): TripBody => ({
  currentCity: 'Lisbon',
  currentState: 'Lisbon',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  tripCity: 'Paris',
  tripState: 'Île-de-France',
  tripCountry: 'France',
  tripCountrySlug: 'FR',
  tripLat: 48.85341,
  tripLon: 2.3488,
  when: Date.now() + 120 * DAY_MS,
});

const LISBON_TO_TOKYO_TRIP = (): TripBody => ({ ...LISBON_TO_TOKYO, when: Date.now() + 365 * DAY_MS });

type Role = 'editor' | 'viewer';

describe('trips planned together in real browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** What the Content-Security-Policy refused in any page, as the browser reported it. */
  const cspViolations: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(cspViolations).toEqual([]);
  });

  /** A browser of its own: signed in with the token, or signed out without one. */
  async function browserOf(token?: string) {
    const context = token ? await signedInContext(browser, token) : await browser.newContext();
    contexts.push(context);
    const violations = await watchCspViolations(context);
    context.on('close', () => cspViolations.push(...violations));
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    return page;
  }

  const get = async <T>(path: string, token: string) =>
    (await (await callApi(server, 'GET', path, undefined, token)).json()) as T;

  /** The user's current trip, as GET /trips tells it. */
  async function currentTrip(token: string) {
    const trips = await get<TripSummary[]>('/trips', token);
    const current = trips.find((trip) => trip.current);
    if (!current) throw new Error('the user has no current trip');
    return current;
  }

  /** Invites the e-mail to the owner's current trip through the API; answers the mailed link. */
  async function invite(ownerToken: string, email: string, role: Role) {
    const trip = await currentTrip(ownerToken);
    await callApi(server, 'POST', `/trips/${trip.id}/invitations`, { email, role }, ownerToken);
    return (await server.smtp.nextMailTo(email)).link;
  }

  /** An owner going to Paris, and a companion (with a trip of their own) who joined it in the role. */
  async function ownerWithCompanion(role: Role) {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const companion = await userWithTrip(server, 'Bruno Companion', LISBON_TO_TOKYO_TRIP());
    const link = await invite(owner.token, companion.email, role);
    const token = new URL(link).pathname.split('/').pop()!;
    await callApi(server, 'POST', `/invitations/${token}/accept`, undefined, companion.token);
    return { owner, companion };
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
  const header = (page: Page) => page.getByRole('banner');
  const switcher = (page: Page) => header(page).getByRole('button', { name: /^Trip to / });

  async function openAt(page: Page, path: string, title: string) {
    await page.goto(`${server.url}${path}`);
    await heading(page, title).waitFor();
  }

  async function signIn(page: Page, email: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
  }

  /** Adds a list from the board's 'Add To do list' modal, and waits for the modal to close. */
  async function addList(page: Page, title: string) {
    await page.getByRole('button', { name: 'Add To do list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add To do list' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill(`${title}, before we leave.`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Renames a list from its edit modal. */
  async function renameList(page: Page, title: string, newTitle: string) {
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit To do list' });
    await dialog.getByLabel('Title').fill(newTitle);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/todolist'),
    );
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    expect((await saved).ok()).toBe(true);
  }

  const card = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

  it('invites from the Companions page; the companion signs in from the mailed link, accepts, and both plan the board', async () => {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const companion = await userWithTrip(server, 'Bruno Companion', LISBON_TO_TOKYO_TRIP());

    // The owner invites by e-mail, as an editor.
    const ana = await browserOf(owner.token);
    await openAt(ana, '/companions', 'Companions');
    await ana.getByText('Only you plan this trip so far.').waitFor();
    await ana.getByLabel('E-mail').fill(companion.email);
    await ana.getByRole('radio', { name: 'Editor' }).check();
    await ana.getByRole('button', { name: 'Send invitation' }).click();
    await ana.getByText(`Invitation sent to ${companion.email}.`).waitFor();
    const pending = ana.getByRole('region', { name: /^Pending invitations/ });
    await pending.getByText(companion.email, { exact: true }).waitFor();
    await pending.getByText(/^Editor · Expires /).waitFor();

    // The companion opens the mailed link signed out: who invites, to which trip, as what.
    const mail = await server.smtp.nextMailTo(companion.email);
    expect(mail.link).toMatch(new RegExp(`^${server.url}/invitation/[\\w-]{43}$`));
    const bruno = await browserOf();
    await bruno.goto(mail.link);
    await heading(bruno, 'Join the trip to Paris, France').waitFor();
    await bruno
      .getByText('Ana Owner invites you to plan the trip to Paris, France together, as an editor.')
      .waitFor();
    await bruno.getByText(companion.email, { exact: true }).waitFor();
    expect(await axeViolations(bruno)).toEqual([]);

    // Signing in comes back to the invitation, and accepting opens the trip.
    await bruno.getByRole('button', { name: 'Sign in' }).click();
    await bruno.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('next'));
    await bruno.getByText('Sign in to answer your invitation.').waitFor();
    await expect(bruno.getByLabel('Email').inputValue()).resolves.toBe(companion.email);
    await signIn(bruno, companion.email);
    await bruno.waitForURL(mail.link);
    await bruno.getByText(`You are signed in as ${companion.email}.`).waitFor();
    await bruno.getByRole('button', { name: 'Accept invitation' }).click();
    await bruno.waitForURL(`${server.url}/`);
    await expect.poll(() => switcher(bruno).textContent()).toContain('Paris, France');

    // The owner sees the new member, and no pending invitation any more.
    await ana.reload();
    await ana
      .getByRole('region', { name: /^Members/ })
      .getByText('Bruno Companion', { exact: true })
      .waitFor();
    await ana.getByText('No invitation is waiting for an answer.').waitFor();

    // Both plan on the one board: each adds and edits, and sees the other's after a reload.
    await openAt(bruno, '/todolist', 'To Do List');
    await addList(bruno, 'Book the Louvre');
    await openAt(ana, '/todolist', 'To Do List');
    await card(ana, 'Book the Louvre').waitFor();
    await ana.getByText('Added by Bruno Companion').waitFor();
    await renameList(ana, 'Book the Louvre', 'Book the Louvre, Friday');
    await addList(ana, 'Pack the adapters');

    await bruno.reload();
    await card(bruno, 'Book the Louvre, Friday').waitFor();
    await card(bruno, 'Pack the adapters').waitFor();
    await renameList(bruno, 'Pack the adapters', 'Pack the adapters and a jacket');
    await ana.reload();
    await card(ana, 'Pack the adapters and a jacket').waitFor();
    await ana.getByText('Added by Ana Owner').first().waitFor();

    const board = await get<{ title: string; createdBy: { name: string } }[]>('/todolist', owner.token);
    expect(board.map(({ title, createdBy }) => [title, createdBy.name]).sort()).toEqual([
      ['Book the Louvre, Friday', 'Bruno Companion'],
      ['Pack the adapters and a jacket', 'Ana Owner'],
    ]);
  });

  it('shows a viewer the board and the trip’s finances without a control to change them, and says why', async () => {
    const { owner, companion } = await ownerWithCompanion('viewer');
    const todos = todoSeeds(server, owner.token);
    const list = await todos.list({ title: 'Museum passes' });
    await todos.task(list, 'Compare prices');
    await todos.comment(list, 'Ask Carla');
    const money = financeSeeds(server, owner.token);
    await money.goal(FinanceKind.trip, 'Hotels', 90_000);
    await money.expense(FinanceKind.trip, 'Train to Paris', 12_000);

    const page = await browserOf(companion.token);
    await openAt(page, '/todolist', 'To Do List');
    await page.getByText('You are a viewer of this trip.').waitFor();
    await page.getByText(/Only its owner and editors can change the board/).waitFor();
    await card(page, 'Museum passes').waitFor();
    expect(await page.getByRole('button', { name: 'Add To do list' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
    expect(await page.locator('li.todo-card[aria-roledescription]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The list opens read only: no form, no Edit or Delete, no adding, no ticking a task.
    await card(page, 'Museum passes').click();
    const dialog = page.getByRole('dialog', { name: 'To do list' });
    await dialog.getByRole('heading', { name: 'Museum passes' }).waitFor();
    await dialog.getByText('Compare prices (not done)').waitFor();
    await dialog.getByText('Ask Carla', { exact: true }).waitFor();
    await dialog.getByText('Added by Ana Owner').first().waitFor();
    for (const control of [/^Edit$/, /^Delete/, /^New task$/, /^Attach file$/, /^New comment$/]) {
      expect(await dialog.getByRole('button', { name: control }).count(), String(control)).toBe(0);
    }
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Finances: the trip's goals and costs shown, not opened; the user's own still theirs to add.
    await openAt(page, '/finances', 'Finances');
    const trip = page.getByRole('region', { name: 'Trip', exact: true });
    await trip.getByText('You are a viewer of this trip.').waitFor();
    await trip.getByText('Hotels').waitFor();
    await trip.getByText('Added by Ana Owner').waitFor();
    expect(await trip.getByRole('button').count()).toBe(0);
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.getByText('Train to Paris').waitFor();
    expect(await activities.getByRole('button', { name: /Train to Paris/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const choices = await page.getByRole('menuitem').allTextContents();
    expect(choices).toEqual(['Entraces', 'Domestic Goals', 'Domestic Cost']);
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);

    // My Account: the trip's places and date shown, not offered.
    await openAt(page, '/myaccount', 'My Account');
    await page.getByText('Only its owner and editors can change where it goes and when.').waitFor();
    await expect(
      page.getByRole('combobox', { name: 'Where do intend to go trip?' }).isDisabled(),
    ).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  });

  it('lays the Companions page out for a phone and a desktop, with no axe violation, every control reachable', async () => {
    const { owner } = await ownerWithCompanion('editor');
    await invite(owner.token, `pending.${Date.now()}@example.com`, 'viewer');
    const page = await browserOf(owner.token);

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openAt(page, '/companions', 'Companions');
      const members = page.getByRole('region', { name: /^Members/ });
      await members.getByText('Bruno Companion', { exact: true }).waitFor();
      await page
        .getByRole('region', { name: /^Pending invitations/ })
        .getByText(/^Viewer · Expires/)
        .waitFor();
      expect(await axeViolations(page), `${width} px`).toEqual([]);

      // Nothing scrolls sideways; on a phone, one column: the roles' guide under the members.
      const scroll = await page.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement;
        return root.scrollWidth;
      });
      expect(scroll, `${width} px`).toBeLessThanOrEqual(width);
      const membersBox = (await members.boundingBox())!;
      const guideBox = (await page.getByRole('region', { name: 'What each role may do' }).boundingBox())!;
      if (width === 375) expect(guideBox.y).toBeGreaterThan(membersBox.y + membersBox.height);
      else expect(guideBox.x).toBeGreaterThan(membersBox.x + membersBox.width);
    }

    // The keyboard reaches the owner's controls, each with a visible focus.
    const roleSelect = page.getByLabel('Role of Bruno Companion');
    await roleSelect.focus();
    for (const name of ['Hand over the trip to Bruno Companion', 'Remove Bruno Companion from the trip']) {
      await page.keyboard.press('Tab');
      const control = page.getByRole('button', { name });
      expect(await isFocused(control), name).toBe(true);
      const outline = await control.evaluate(
        (element) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string } }
          ).getComputedStyle(element).outlineStyle,
      );
      expect(outline, name).not.toBe('none');
    }
  });

  it('lets the owner change a role, revoke an invitation and hand the trip over, then leave it', async () => {
    const { owner, companion } = await ownerWithCompanion('editor');
    const stranger = `stranger.${Date.now()}@example.com`;
    await invite(owner.token, stranger, 'editor');
    const page = await browserOf(owner.token);
    await openAt(page, '/companions', 'Companions');

    await page.getByLabel('Role of Bruno Companion').selectOption('viewer');
    await expect
      .poll(
        async () => (await get<TripSummary[]>('/trips', companion.token)).find((trip) => trip.current)?.role,
      )
      .toBe('viewer');

    await page.getByRole('button', { name: `Revoke the invitation to ${stranger}` }).click();
    await page.getByText('No invitation is waiting for an answer.').waitFor();

    // Handing over asks first, naming what changes.
    await page.getByRole('button', { name: 'Hand over the trip to Bruno Companion' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hand the trip over to Bruno Companion?' });
    await confirm.getByText(/you become an editor/).waitFor();
    expect(await isFocused(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await confirm.getByRole('button', { name: 'Hand over' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Leave this trip' }).waitFor();
    expect(await page.getByRole('region', { name: 'Invite a companion' }).count()).toBe(0);
    expect((await currentTrip(owner.token)).role).toBe('editor');

    // Leaving asks first too, then lands on the user's other trip: none here, so onboarding.
    await page.getByRole('button', { name: 'Leave trip' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this trip?' });
    await leave.getByRole('button', { name: 'Leave trip' }).click();
    await page.waitForURL(`${server.url}/createtripdetails`);
    await heading(page, 'Plan your trip').waitFor();
    expect(await get<TripSummary[]>('/trips', owner.token)).toEqual([]);
  });

  it('switches trips from the header, and every page then shows the trip switched to', async () => {
    const { companion } = await ownerWithCompanion('viewer');
    // The companion's own trip (Tokyo) has a list of its own; the joined one (Paris) is current.
    const trips = await get<TripSummary[]>('/trips', companion.token);
    const tokyo = trips.find((trip) => trip.tripCity === 'Tokyo')!;
    await callApi(server, 'PUT', '/trips/current', { tripId: tokyo.id }, companion.token);
    await todoSeeds(server, companion.token).list({ title: 'Tokyo rail pass' });
    const page = await browserOf(companion.token);
    await openAt(page, '/todolist', 'To Do List');
    await card(page, 'Tokyo rail pass').waitFor();
    expect(await switcher(page).textContent()).toContain('Tokyo, Japan');

    // The menu: each trip with the role in it, the current one checked; Escape gives focus back.
    await switcher(page).click();
    const menu = page.getByRole('menu');
    const paris = menu.getByRole('menuitemradio', { name: /Paris, France/ });
    await expect(paris.getAttribute('aria-checked')).resolves.toBe('false');
    await expect(paris.textContent()).resolves.toContain('Viewer · 2 people');
    await expect(
      menu.getByRole('menuitemradio', { name: /Tokyo, Japan/ }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await isFocused(switcher(page))).toBe(true);

    // With the keyboard: the menu opens on the current trip; down to Paris, Enter.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(menu.getByRole('menuitemradio', { name: /Tokyo, Japan/ }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(paris)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => switcher(page).textContent()).toContain('Paris, France');
    await page.getByText(/arrive in Paris/).waitFor();

    // The board of the trip switched to, read afresh: the viewer's, without the Tokyo list.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'To Do List' }).click();
    await heading(page, 'To Do List').waitFor();
    await page.getByText('You are a viewer of this trip.').waitFor();
    expect(await card(page, 'Tokyo rail pass').count()).toBe(0);

    // "New trip" opens the trip form, with the way back.
    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'New trip' }).click();
    await heading(page, 'Plan a new trip').waitFor();
    await page.getByRole('button', { name: 'Back to your trip' }).click();
    await heading(page, 'Dashboard').waitFor();
  });

  it('explains an invitation for another account, and one used, withdrawn or unknown', async () => {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const invited = await userWithTrip(server, 'Bruno Companion');
    const other = await userWithTrip(server, 'Carla Other');
    const link = await invite(owner.token, invited.email, 'viewer');

    // Signed in as another account: said at once, with the way to the invited one. (Signed in through
    // the form: a context holding a token would put it back on every page load.)
    const page = await browserOf();
    await page.goto(`${server.url}/login`);
    await signIn(page, other.email);
    await page.waitForURL(`${server.url}/`);
    await page.goto(link);
    await page.getByText('This invitation is for another account.').waitFor();
    await page.getByText(new RegExp(`you are signed in as ${other.email.replace(/\./g, '\\.')}`)).waitFor();
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out and use the invited account' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, invited.email);
    await page.waitForURL(link);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL(`${server.url}/`);

    // Used now: the link says so.
    await page.goto(link);
    await heading(page, 'This invitation was already used.').waitFor();
    await page.getByRole('button', { name: 'Go to your trips' }).waitFor();

    // Withdrawn, read signed out.
    const withdrawn = await invite(owner.token, `late.${Date.now()}@example.com`, 'editor');
    const trip = await currentTrip(owner.token);
    const { invitations } = await get<{ invitations: { id: string }[] }>(
      `/trips/${trip.id}/members`,
      owner.token,
    );
    await callApi(
      server,
      'DELETE',
      `/trips/${trip.id}/invitations/${invitations[0]!.id}`,
      undefined,
      owner.token,
    );
    const visitor = await browserOf();
    await visitor.goto(withdrawn);
    await heading(visitor, 'This invitation was withdrawn.').waitFor();
    await visitor.getByRole('button', { name: 'Go to login' }).waitFor();
    expect(await axeViolations(visitor)).toEqual([]);

    await visitor.goto(`${server.url}/invitation/${'x'.repeat(43)}`);
    await heading(visitor, 'This invitation link is not valid.').waitFor();
    await visitor.goto(`${server.url}/invitation/short`);
    await heading(visitor, 'This invitation link is not valid.').waitFor();
  });

  it('brings a new user back to the invitation after registering and confirming their e-mail', async () => {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const email = `new.${Date.now()}@example.com`;
    const link = await invite(owner.token, email, 'editor');

    const page = await browserOf();
    await page.goto(link);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
    // The form starts with the invited address, which is not in /login's address.
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    expect(page.url()).not.toContain(encodeURIComponent(email));
    await page.getByLabel('Full Name').fill('Dora New');
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('User registered with success!').waitFor();

    // The confirmation link, opened in another tab as from a mail client, then the sign-in.
    const confirmation = await server.smtp.nextMailTo(email);
    const mailTab = await page.context().newPage();
    await mailTab.goto(confirmation.link);
    await mailTab.getByText('All very well!').waitFor();
    // 'Go to login' keeps the invitation: /login names it, and says what the sign-in is for.
    await mailTab.getByRole('button', { name: 'Go to login' }).click();
    await mailTab.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === new URL(link).pathname,
    );
    await mailTab.getByText('Sign in to answer your invitation.').waitFor();
    await signIn(mailTab, email);
    await mailTab.waitForURL(link);
    await mailTab.getByRole('button', { name: 'Accept invitation' }).click();
    // A new user with no trip of their own: the invitation's trip is theirs to plan now.
    await mailTab.waitForURL(`${server.url}/`);
    await expect.poll(() => switcher(mailTab).textContent()).toContain('Paris, France');
  });

  it('mails an address without an account in the language the invite form chose', async () => {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const page = await browserOf(owner.token);
    await openAt(page, '/companions', 'Companions');
    const language = page.getByLabel('Invitation mail in');
    await expect(language.inputValue()).resolves.toBe('en');
    const email = `amiga.${Date.now()}@example.com`;
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await language.selectOption('pt-BR');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    const mail = await server.smtp.nextMailTo(email);
    expect(mail.subject).toBe('Ana Owner convida você para planejar uma viagem para Paris no Wayfarer');
    expect(mail.text).toContain('a viagem para Paris, França, no Wayfarer');
  });
});
