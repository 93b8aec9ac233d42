import { LoginStatus, type TripBody } from '@wayfarer/core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { LISBON_TO_TOKYO } from '../../apps/server/src/testing/trips';
import type { RunningServer } from './server';

export const E2E_PASSWORD = 'Travel2026';

const DAY_MS = 86_400_000;

/** One API call as the web app makes it; anything but a 2xx answer throws. */
export async function callApi(
  server: RunningServer,
  method: string,
  path: string,
  body?: object,
  token?: string,
) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 300) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/**
 * A user who registered, confirmed through the mailed link and signed in, and has not described a trip
 * yet (login answers 201), made through the API for browser tests. Answers the session token.
 */
export async function userWithoutTrip(server: RunningServer, name = 'Ana Traveller') {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  await callApi(server, 'POST', '/user', {
    name,
    email,
    password: E2E_PASSWORD,
    confirmPassword: E2E_PASSWORD,
  });
  const mail = await server.smtp.nextMailTo(email);
  await callApi(server, 'PATCH', `/confirmemail/${mail.link.split('/').pop()}`);
  const login = await callApi(server, 'POST', '/login', { email, password: E2E_PASSWORD });
  if (login.status !== LoginStatus.signedInWithoutTrip) {
    throw new Error(`a new user's login answered ${login.status}, not ${LoginStatus.signedInWithoutTrip}`);
  }
  const { result: token } = (await login.json()) as { result: string };
  return { email, name, token };
}

/**
 * A confirmed user with a trip (Lisbon → Tokyo a year ahead, unless another is given), for browser tests
 * of the pages behind the sign-in. Answers the session token.
 */
export async function userWithTrip(
  server: RunningServer,
  name = 'Ana Traveller',
  trip: TripBody = { ...LISBON_TO_TOKYO, when: Date.now() + 365 * DAY_MS },
) {
  const user = await userWithoutTrip(server, name);
  await callApi(server, 'POST', '/trip', trip, user.token);
  return user;
}

/**
 * A browser context already signed in with the token, as after a login without Remember-me; in the zone
 * given (`timezoneId`), or in this machine's.
 */
export async function signedInContext(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    (value) => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.setItem('token', value),
    token,
  );
  return context;
}

/**
 * A confirmed user who joined the owner's current trip in a role through the real invitation: the owner
 * invites their e-mail, the mailed link is accepted. Answers the companion's session token.
 */
export async function companionOf(
  server: RunningServer,
  ownerToken: string,
  role: 'editor' | 'viewer',
  name = 'Caio Companion',
) {
  const companion = await userWithoutTrip(server, name);
  const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, ownerToken)).json()) as {
    id: string;
  }[];
  if (!trip) throw new Error('the owner has no trip to invite to');
  await callApi(
    server,
    'POST',
    `/trips/${trip.id}/invitations`,
    { email: companion.email, role },
    ownerToken,
  );
  const mail = await server.smtp.nextMailTo(companion.email);
  await callApi(
    server,
    'POST',
    `/invitations/${mail.link.split('/').pop()}/accept`,
    undefined,
    companion.token,
  );
  return companion;
}
