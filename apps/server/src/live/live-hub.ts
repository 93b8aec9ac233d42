import {
  changePayloadSchema,
  LiveCloseCode,
  type ChangePayload,
  type LiveServerMessage,
  type TripChange,
  type UserChange,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import { tripMembers } from '../trip/trip-schema';

/** What the hub does with a socket: a `ws` WebSocket, or a test's stand-in. */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** A signed-in socket of this instance. */
export interface LiveClient<Socket extends HubSocket = WebSocket> {
  socket: Socket;
  userId: string;
  tokenHash: string;
}

/** A change as the database tells it (`notify_change`): of a trip's data, or of a user's own. */
type Change = TripChange | UserChange;

/** A payload of the changes' channel, or undefined for one that is not. */
function parsePayload(payload: string): ChangePayload | undefined {
  try {
    const parsed = changePayloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long a change is kept to tell a socket that signs in just after it, and how many at most. */
const RECENT_MS = 10_000;
const RECENT_KEPT = 1_000;
/** How much earlier than the page says its data was read a change is still told: a request's way there. */
const READ_MARGIN_MS = 500;

/** Trips whose members are kept in memory: each costs a few ids. */
const MEMBER_LISTS_KEPT = 10_000;

export interface LiveHubOptions {
  /** Sockets one account may hold here; past it, its oldest is closed (4409). */
  maxSocketsPerAccount: number;
}

/**
 * The live sockets of this instance, and who is told what. A change of a trip's data reaches every
 * member's sockets, read from trip_members (kept in memory until the next membership change of that
 * trip), so that a member taken off a trip hears nothing more of it; a change of a user's own data
 * reaches that user's sockets alone. Only ids, topics and counters travel: a message can carry nothing a
 * member may not see. Changes are handled one after the other, in the order the database told them.
 */
export function createLiveHub<Socket extends HubSocket = WebSocket>(
  db: Db,
  { maxSocketsPerAccount }: LiveHubOptions,
) {
  /** Each account's sockets, oldest first; a socket is registered once, however often it signs in. */
  const byUser = new Map<string, Map<Socket, LiveClient<Socket>>>();
  const membersByTrip = new Map<string, string[]>();
  let handling: Promise<void> = Promise.resolve();

  async function membersOf(tripId: string): Promise<string[]> {
    const kept = membersByTrip.get(tripId);
    if (kept) return kept;
    const rows = await db
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(eq(tripMembers.tripId, tripId));
    const members = rows.map(({ userId }) => userId);
    membersByTrip.set(tripId, members);
    if (membersByTrip.size > MEMBER_LISTS_KEPT)
      membersByTrip.delete(membersByTrip.keys().next().value ?? tripId);
    return members;
  }

  function tell(userIds: Iterable<string>, message: LiveServerMessage): void {
    const text = JSON.stringify(message);
    for (const userId of userIds) {
      for (const { socket } of byUser.get(userId)?.values() ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  /**
   * The changes of the last few seconds, told again to a socket as it signs in: a page reads its data
   * and then signs its socket in, and a change made between the two would otherwise reach it never.
   */
  const recent: { change: Change; at: number }[] = [];

  function remember(change: Change): void {
    const now = Date.now();
    recent.push({ change, at: now });
    while (recent.length > RECENT_KEPT || (recent[0] && now - recent[0].at > RECENT_MS)) recent.shift();
  }

  async function tellRecent(client: LiveClient<Socket>, readMsAgo: number | undefined): Promise<void> {
    // The page's read reached the server a little before it arrived: a margin keeps a change made just
    // before that read among those told.
    const since = Date.now() - Math.min(RECENT_MS, (readMsAgo ?? RECENT_MS) + READ_MARGIN_MS);
    const missed = recent.filter(({ at }) => at >= since).map(({ change }) => change);
    if (missed.length === 0) return;
    const rows = await db
      .select({ tripId: tripMembers.tripId })
      .from(tripMembers)
      .where(eq(tripMembers.userId, client.userId));
    const myTrips = new Set(rows.map(({ tripId }) => tripId));
    const send = (message: LiveServerMessage) => {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
    };
    for (const change of missed) {
      const { topic, version } = change;
      if ('user' in change) {
        if (change.user === client.userId) send({ type: 'changed', tripId: null, topic, version });
      } else if (myTrips.has(change.trip) || change.removed?.includes(client.userId)) {
        send({ type: 'changed', tripId: change.trip, topic, version });
      }
    }
  }

  function unregister(client: LiveClient<Socket>): void {
    const clients = byUser.get(client.userId);
    if (clients?.get(client.socket) === client) clients.delete(client.socket);
    if (clients?.size === 0) byUser.delete(client.userId);
  }

  /** Closes a socket and forgets it at once: a peer may take its time to answer the close. */
  function drop(client: LiveClient<Socket>, code: number, reason: string): void {
    unregister(client);
    client.socket.close(code, reason);
  }

  async function handle(change: Change): Promise<void> {
    remember(change);
    const { topic, version } = change;
    if ('user' in change) {
      tell([change.user], { type: 'changed', tripId: null, topic, version });
      return;
    }
    if (topic === 'members') membersByTrip.delete(change.trip);
    // An instance without sockets has no one to tell, and no reason to ask who the members are.
    if (byUser.size === 0) return;
    const message: LiveServerMessage = { type: 'changed', tripId: change.trip, topic, version };
    tell(await membersOf(change.trip), message);
    if (change.removed) tell(change.removed, message);
  }

  return {
    /**
     * Adds a signed-in socket, and tells it the changes of its trips it may have missed since its page read
     * its data (`readMsAgo`; unknown: the last seconds').
     */
    add(client: LiveClient<Socket>, readMsAgo: number | undefined, onError: (error: unknown) => void): void {
      let clients = byUser.get(client.userId);
      if (!clients) {
        clients = new Map();
        byUser.set(client.userId, clients);
      }
      clients.delete(client.socket);
      clients.set(client.socket, client);
      // An account's tabs are a person's, who looks at the newest: the oldest make room.
      for (const oldest of clients.values()) {
        if (clients.size <= maxSocketsPerAccount) break;
        drop(oldest, LiveCloseCode.tooManySockets, 'too many sockets');
      }
      tellRecent(client, readMsAgo).catch(onError);
    },

    remove(client: LiveClient<Socket>): void {
      unregister(client);
    },

    clients(): LiveClient<Socket>[] {
      return [...byUser.values()].flatMap((clients) => [...clients.values()]);
    },

    /** A change told by the database; errors reading the members are the caller's to log. */
    receive(payload: string, onError: (error: unknown) => void): void {
      const change = parsePayload(payload);
      if (!change) return;
      if ('ended' in change) {
        for (const client of byUser.get(change.ended)?.values() ?? []) {
          if (change.session === undefined || client.tokenHash === change.session)
            drop(client, LiveCloseCode.unauthorized, 'session ended');
        }
        return;
      }
      handling = handling.then(() => handle(change)).catch(onError);
    },

    /** Notifications may have been missed: forget what was built on them. */
    forget(): void {
      membersByTrip.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
