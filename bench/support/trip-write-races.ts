/**
 * The attack run's races on a shared trip's writes:
 *
 * - Held writes: an editor sends the heads of five writes (a list added, the owner's list edited and
 *   deleted, a trip cost added, the trip's day moved) and holds their bodies while the owner makes them a
 *   viewer, then sends the bodies; again after the owner removed them. Each should be refused (403 after
 *   the demotion, 404 after the removal) and the owner's board, costs and trip left as they were.
 * - The deletion race: an editor sends 20 additions at once while the owner deletes the trip, five
 *   times. Each should answer 201 (before the deletion) or 404 (after it), never 500.
 */
import { holdRequest } from '../../apps/server/src/testing/held-request';
import { callApi, companionOf, userWithTrip } from '../../e2e/support/accounts';
import type { RunningServer } from '../../e2e/support/server';

interface HeldWrite {
  what: string;
  /** What the owner did while its body was held. */
  meanwhile: 'made a viewer' | 'removed';
  status: number;
  expected: number;
}

export interface TripWriteRaceFigures {
  held: HeldWrite[];
  /** Whether the owner's board, costs and trip were as before after every held write. */
  heldLeftTripAsItWas: boolean;
  /** The deletion race's additions by status. */
  racing: Record<string, number>;
}

const DELETION_ROUNDS = 5;
const RACING_ADDS = 20;

const list = (title: string) => ({ title, description: 'Held back', color: '#3B9AF5', date: Date.now() });
const cost = (title: string) => ({
  type: 2,
  title,
  color: '#F5455C',
  value: 1_000,
  date: Date.now(),
  financesGoalId: null,
});

async function json<T>(server: RunningServer, path: string, token: string): Promise<T> {
  return (await (await callApi(server, 'GET', path, undefined, token)).json()) as T;
}

async function firstTripOf(server: RunningServer, token: string): Promise<string> {
  const [trip] = await json<{ id: string }[]>(server, '/trips', token);
  if (!trip) throw new Error('the owner has no trip');
  return trip.id;
}

/** The owner's trip as they see it: the board's lists, the trip's costs and the trip's day. */
async function tripSeenBy(server: RunningServer, token: string) {
  const lists = await json<{ title: string }[]>(server, '/todolist', token);
  const finances = await json<{ trip: { expenses: { title: string }[] } }>(server, '/finances', token);
  const trip = await json<{ when: number }>(server, '/trip', token);
  return JSON.stringify([
    lists.map(({ title }) => title),
    finances.trip.expenses.map(({ title }) => title),
    trip.when,
  ]);
}

async function heldWrites(
  server: RunningServer,
): Promise<Pick<TripWriteRaceFigures, 'held' | 'heldLeftTripAsItWas'>> {
  const port = Number(new URL(server.url).port);
  const owner = await userWithTrip(server, 'Olga Owner');
  const tripId = await firstTripOf(server, owner.token);
  const held: HeldWrite[] = [];
  let leftAsItWas = true;
  for (const meanwhile of ['made a viewer', 'removed'] as const) {
    const editor = await companionOf(server, owner.token, 'editor', `Eduardo ${meanwhile}`);
    const { members } = await json<{ members: { userId: string; email: string }[] }>(
      server,
      `/trips/${tripId}/members`,
      owner.token,
    );
    const editorId = members.find(({ email }) => email === editor.email)?.userId;
    const target = (await (
      await callApi(server, 'POST', '/todolist', list('Owner’s list'), owner.token)
    ).json()) as {
      id: string;
    };
    const { when } = await json<{ when: number }>(server, '/trip', owner.token);
    const before = await tripSeenBy(server, owner.token);
    const writes = [
      { what: 'POST /todolist', method: 'POST', url: '/todolist', body: list('Added while held') },
      {
        what: 'PATCH /todolist',
        method: 'PATCH',
        url: '/todolist',
        body: { ...list('Edited'), id: target.id },
      },
      { what: 'DELETE /todolist', method: 'DELETE', url: `/todolist?id=${target.id}`, body: {} },
      {
        what: 'POST /finances/expenses (trip)',
        method: 'POST',
        url: '/finances/expenses',
        body: cost('Held cost'),
      },
      { what: 'PATCH /trip', method: 'PATCH', url: '/trip', body: { when: when + 86_400_000 } },
    ];
    const requests = [];
    for (const { method, url, body } of writes)
      requests.push(await holdRequest(port, editor.token, method, url, body));
    if (meanwhile === 'made a viewer') {
      await callApi(server, 'PATCH', `/trips/${tripId}/members/${editorId}`, { role: 'viewer' }, owner.token);
    } else {
      await callApi(server, 'DELETE', `/trips/${tripId}/members/${editorId}`, undefined, owner.token);
    }
    for (const [index, request] of requests.entries()) {
      const { status } = await request.release();
      held.push({
        what: writes[index]?.what ?? '',
        meanwhile,
        status,
        expected: meanwhile === 'made a viewer' ? 403 : 404,
      });
    }
    if ((await tripSeenBy(server, owner.token)) !== before) leftAsItWas = false;
  }
  return { held, heldLeftTripAsItWas: leftAsItWas };
}

async function deletionRace(server: RunningServer): Promise<Record<string, number>> {
  const racing: Record<string, number> = {};
  for (let round = 0; round < DELETION_ROUNDS; round += 1) {
    const owner = await userWithTrip(server, `Dora Deleter ${round}`);
    const editor = await companionOf(server, owner.token, 'editor', `Rui Racer ${round}`);
    const tripId = await firstTripOf(server, owner.token);
    const adds = Array.from({ length: RACING_ADDS }, (_, index) =>
      fetch(`${server.url}/api/todolist`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(list(`Racing ${index}`)),
      }),
    );
    const deletion = callApi(server, 'DELETE', `/trips/${tripId}`, undefined, owner.token);
    for (const answer of await Promise.all(adds)) racing[answer.status] = (racing[answer.status] ?? 0) + 1;
    await deletion;
  }
  return racing;
}

export async function tripWriteRaces(server: RunningServer): Promise<TripWriteRaceFigures> {
  return { ...(await heldWrites(server)), racing: await deletionRace(server) };
}

/** Whether every held write was refused as it should be, and no racing addition answered other than 201 or 404. */
export function tripWriteRacesHeld({ held, heldLeftTripAsItWas, racing }: TripWriteRaceFigures): boolean {
  const racedBadly = Object.keys(racing).some((status) => status !== '201' && status !== '404');
  return heldLeftTripAsItWas && held.every(({ status, expected }) => status === expected) && !racedBadly;
}

export function describeTripWriteRaces(figures: TripWriteRaceFigures): string {
  const lines = [
    'Writes held across a change of role (head sent, body held while the owner acts, then sent):',
    ...figures.held.map(
      ({ what, meanwhile, status, expected }) =>
        `  ${what.padEnd(32)} ${meanwhile.padEnd(14)} → ${status}${status === expected ? '' : ` (expected ${expected})`}`,
    ),
    `  the owner's board, costs and trip as before: ${figures.heldLeftTripAsItWas ? 'yes' : 'NO'}`,
    `Additions racing the trip's deletion (${DELETION_ROUNDS} rounds × ${RACING_ADDS}): ${Object.entries(
      figures.racing,
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}
