import type { TripRole } from '@wayfarer/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signUp, userIdOf } from '../../testing/accounts-flow';
import type { TestApp } from '../../testing/test-app';
import { LISBON_TO_TOKYO } from '../../testing/trips';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A user of the tests: their session, id and a call as them. */
export interface Person {
  name: string;
  email: string;
  userId: string;
  /** The session's bearer token, for a request made by hand. */
  token: string;
  auth: Record<string, string>;
  call(
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** A signed-up user with a call of their own (`url` below /api). */
export async function person(t: TestApp, name = 'Ana Traveller'): Promise<Person> {
  const { auth, token, email } = await signUp(t, undefined, name);
  return {
    name,
    email,
    userId: await userIdOf(t, token),
    token,
    auth,
    call: (method, url, payload, headers = {}) =>
      t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, payload }),
  };
}

/** A trip a person creates (Lisbon to Tokyo a year ahead): answers its id. */
export async function newTrip(owner: Person, trip: object = LISBON_TO_TOKYO): Promise<string> {
  const created = await owner.call('POST', '/trip', { ...trip, when: Date.now() + 365 * 86_400_000 });
  if (created.statusCode !== 200) throw new Error(`POST /trip answered ${created.statusCode}`);
  const trips = (await owner.call('GET', '/trips')).json<{ id: string; current: boolean }[]>();
  const current = trips.find((summary) => summary.current);
  if (!current) throw new Error('no current trip after POST /trip');
  return current.id;
}

/**
 * Joins a person to the trip in a role through the real invitation: the owner invites, the mail's link
 * is accepted. Answers the link's token.
 */
export async function join(t: TestApp, owner: Person, tripId: string, member: Person, role: TripRole) {
  const invited = await owner.call('POST', `/trips/${tripId}/invitations`, { email: member.email, role });
  if (invited.statusCode !== 201) throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`);
  const token = (await t.smtp.nextMailTo(member.email)).link.split('/').pop() ?? '';
  const accepted = await member.call('POST', `/invitations/${token}/accept`);
  if (accepted.statusCode !== 200)
    throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`);
  return token;
}

/** A trip with an owner, an editor and a viewer who joined by invitation, and a stranger to it. */
export async function sharedTrip(t: TestApp) {
  const [owner, editor, viewer, stranger] = await Promise.all([
    person(t, 'Olga Owner'),
    person(t, 'Eduardo Editor'),
    person(t, 'Vera Viewer'),
    person(t, 'Stefan Stranger'),
  ]);
  const tripId = await newTrip(owner);
  await join(t, owner, tripId, editor, 'editor');
  await join(t, owner, tripId, viewer, 'viewer');
  return { tripId, owner, editor, viewer, stranger };
}
