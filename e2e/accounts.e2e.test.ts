import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_PASSWORD, userWithoutTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { startServer, type RunningServer } from './support/server';

const NEW_PASSWORD = 'Fresh2027pass';

/* Each test makes its own user, through the page or the API, and checks what it did itself. */
describe('accounts in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page, email: string, password: string, remember: boolean) {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    if (remember) await page.getByLabel('Remember-me').check();
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL(`${server.url}/createtripdetails`);
  }

  it('registers and confirms through the mailed link, once', async () => {
    const email = `ana.${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill('Ana Traveller');
    await page.getByLabel('Email', { exact: true }).fill(email);

    const register = page.getByRole('button', { name: 'Register', exact: true });
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByText('Upper case').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Min 8 Caracters').isVisible()).resolves.toBe(true);
    await expect(register.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await expect(page.getByText('Upper case').isVisible()).resolves.toBe(false);
    await page.getByLabel('Confirm Password').fill(`${E2E_PASSWORD}x`);
    await page.getByText('Passwords must be the same.').waitFor();
    await expect(register.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await register.click();
    await page.getByText('User registered with success!').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await server.smtp.nextMailTo(email);
    await page.goto(mail.link);
    await page.getByText('All very well!').waitFor();
    const goToLogin = page.getByRole('button', { name: 'Go to login' });
    await expect(goToLogin.isEnabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await goToLogin.click();
    await page.waitForURL(`${server.url}/login`);

    await page.goto(mail.link);
    await page.getByText('Token already used.').waitFor();
    await page.close();
  });

  it('sends unauthenticated visits of the app routes to /login', async () => {
    const page = await browser.newPage();
    for (const route of ['/', '/todolist', '/finances', '/noticies', '/advices', '/exchange', '/myaccount']) {
      await page.goto(`${server.url}${route}`);
      await page.waitForURL(`${server.url}/login`);
    }
    await page.close();
  });

  it('shows the wrong-credentials message', async () => {
    const { email } = await userWithoutTrip(server);
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong2026pass');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('Email or password incorrect!').waitFor();
    await page.getByText('You type your email or your password incorrectly.', { exact: false }).waitFor();
    await page.close();
  });

  it('keeps the session over a reload, but in a new browser only with Remember-me', async () => {
    const { email } = await userWithoutTrip(server);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, E2E_PASSWORD, false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/createtripdetails');

    const forgetful = await browser.newContext({ storageState: await context.storageState() });
    const forgetfulPage = await forgetful.newPage();
    await forgetfulPage.goto(`${server.url}/`);
    await forgetfulPage.waitForURL(`${server.url}/login`);
    await forgetful.close();

    await signIn(page, email, E2E_PASSWORD, true);
    const remembered = await browser.newContext({ storageState: await context.storageState() });
    const rememberedPage = await remembered.newPage();
    await rememberedPage.goto(`${server.url}/createtripdetails`);
    await rememberedPage.waitForLoadState('networkidle');
    expect(new URL(rememberedPage.url()).pathname).toBe('/createtripdetails');
    await remembered.close();
    await context.close();
  });

  it('Exit revokes the token and clears both storages', async () => {
    const { email } = await userWithoutTrip(server);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, E2E_PASSWORD, true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(`${server.url}/login`);
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      sessionStorage.getItem('token'),
    ]);
    expect(stored).toEqual([null, null]);
    const response = await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    await context.close();
  });

  it('Exit still signs out when the server never answers the logout', async () => {
    const { email } = await userWithoutTrip(server);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, E2E_PASSWORD, true);
    let logoutAsked = false;
    // Held for ever: a server that took the request and hung.
    await page.route('**/api/logout', () => {
      logoutAsked = true;
    });

    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });
    expect(logoutAsked).toBe(true);
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      sessionStorage.getItem('token'),
    ]);
    expect(stored).toEqual([null, null]);
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { email } = await userWithoutTrip(server);
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Do you forget your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Request new password' }).click();
    await page.getByText('New Password', { exact: true }).waitFor();

    const mail = await server.smtp.nextMailTo(email);
    await page.goto(mail.link);
    await page.getByLabel('Password', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });

    await signIn(page, email, NEW_PASSWORD, false);
    await page.close();
  });

  it("keeps /login to the security policy, and shows the server's words when reset mails run out (429)", async () => {
    // The confirmation mail and two reset mails: the e-mail's three of the hour (MAIL_MAX_PER_EMAIL).
    const { email } = await userWithoutTrip(server);
    await callApi(server, 'POST', '/forgetpassword', { email });
    await callApi(server, 'POST', '/forgetpassword', { email });
    const context = await browser.newContext();
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/login`);
    // The page itself carries the policy (set once at start for every answer), or no violation could be seen.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').waitFor();
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Do you forget your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Request new password' }).click();
    await page.getByText('Too many e-mails!', { exact: true }).waitFor();
    await page.getByText(/Check your mailbox and spam folder\. Try again in \d+ minute\(s\)\./).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
