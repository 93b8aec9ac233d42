import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_PASSWORD, signedInContext, userWithoutTrip, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * `PORT=… npm start` with no PUBLIC_URL, as a new user first runs it on another port: the mailed links
 * point at the port the server listens on, and the page's live channel is accepted from the page's own
 * origin, so a companion's change appears without a reload.
 */

describe('a server started on a port of its own without PUBLIC_URL', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // An empty PUBLIC_URL is no PUBLIC_URL: the server works out its own from the port.
    [server, browser] = await Promise.all([startServer({ PUBLIC_URL: '' }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  it('mails a confirmation link to its own port, which confirms the account when followed', async () => {
    const email = `port.${Date.now()}@example.com`;
    await callApi(server, 'POST', '/user', {
      name: 'Paula Port',
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    });
    const mail = await server.smtp.nextMailTo(email);
    expect(new URL(mail.link).origin).toBe(server.url);

    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(mail.link);
    await page.getByText('All very well!').waitFor();
    const login = await callApi(server, 'POST', '/login', { email, password: E2E_PASSWORD });
    expect(login.status).not.toBe(403);
  });

  it("mails the invitation to its own port, and shows a companion's change live", async () => {
    const owner = await userWithTrip(server, 'Olga Owner');
    const companion = await userWithoutTrip(server, 'Caio Companion');
    const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, owner.token)).json()) as {
      id: string;
    }[];
    await callApi(
      server,
      'POST',
      `/trips/${trip!.id}/invitations`,
      { email: companion.email, role: 'editor' },
      owner.token,
    );
    const invitation = await server.smtp.nextMailTo(companion.email);
    expect(new URL(invitation.link).origin).toBe(server.url);
    const accepted = await callApi(
      server,
      'POST',
      `/invitations/${invitation.link.split('/').pop()}/accept`,
      undefined,
      companion.token,
    );
    expect(accepted.status).toBe(200);

    const context = await signedInContext(browser, owner.token);
    contexts.push(context);
    const page = await context.newPage();
    const liveErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && message.text().includes('/api/live')) liveErrors.push(message.text());
    });
    const liveOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('/api/live'));
    await page.goto(`${server.url}/todolist`);
    await page.getByRole('heading', { name: 'To Do List', level: 1 }).waitFor();
    await liveOpened;

    await todoSeeds(server, companion.token).list({ title: 'Seen on another port' });
    await page.getByRole('button', { name: 'Seen on another port', exact: true }).waitFor({ timeout: 5_000 });
    expect(liveErrors).toEqual([]);
  });
});
