import fastifyWebsocket from '@fastify/websocket';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LiveCloseCode,
  type LiveAuthMessage,
  type LiveServerMessage,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppDeps } from '../app-deps';
import { CHANGES_CHANNEL } from '../db/notifications';
import { hashToken } from '../http/auth';
import { HttpError } from '../http/errors';
import { sessionCheckOf } from '../http/session-check';
import { createLiveHub, type LiveClient } from './live-hub';

/** The largest message a client may send: its auth message is a few hundred bytes. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** How often each socket is pinged, and its session checked again. */
const PING_INTERVAL_MS = 30_000;
/** Messages a client may send in a window (it needs one). */
const MESSAGE_LIMIT = { max: 30, windowMs: 10_000 };

const send = (socket: WebSocket, message: LiveServerMessage) => socket.send(JSON.stringify(message));

function authMessageOf(data: RawData): LiveAuthMessage | undefined {
  try {
    const message = JSON.parse(data.toString()) as Partial<LiveAuthMessage>;
    const readMsAgo = message.readMsAgo;
    const fine =
      message.type === 'auth' &&
      typeof message.token === 'string' &&
      message.token.length <= 200 &&
      (readMsAgo === undefined ||
        (typeof readMsAgo === 'number' && Number.isFinite(readMsAgo) && readMsAgo >= 0));
    return fine ? (message as LiveAuthMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/live, a WebSocket: after a committed write of a trip's data, each member's open sockets are
 * told which topic of which trip changed and its counter, and read it again; what is a user's own reaches
 * their sockets alone. The database tells every instance of every write (LISTEN/NOTIFY), so a write on
 * one instance reaches sockets held by another. The token travels in the first message, never in the
 * address (which proxies and logs keep); a socket that does not send a valid one within
 * LIVE_AUTH_TIMEOUT_MS is closed with 4401, as is one whose session ends. Messages after the first are
 * ignored, within the message limit. An account holds LIVE_MAX_SOCKETS_PER_ACCOUNT sockets at most on
 * one instance: past it, its oldest is closed with 4409.
 */
/** Whether a page of `origin` was served by this server, reached as `host`: the same host and port. */
function isOriginOf(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function liveRoutes(app: FastifyInstance, { config, db, notifications }: AppDeps) {
  const hub = createLiveHub(db, { maxSocketsPerAccount: config.LIVE_MAX_SOCKETS_PER_ACCOUNT });
  const checkSession = sessionCheckOf(db);
  const allowedOrigins = new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);

  const stopListening = await notifications.listen(CHANGES_CHANNEL, {
    onPayload: (payload) =>
      hub.receive(payload, (error) => app.log.warn({ err: error }, 'live: a change was not told')),
    // Changes may have been missed: every client reconnects, and reads everything again.
    onLost() {
      hub.forget();
      for (const { socket } of hub.clients()) socket.close(1012, 'reconnect');
    },
  });

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const client of hub.clients()) {
      if (!alive.has(client.socket)) {
        client.socket.terminate();
        continue;
      }
      alive.delete(client.socket);
      client.socket.ping();
      void checkSession(client.tokenHash).then(
        (session) => session || client.socket.close(LiveCloseCode.unauthorized, 'session ended'),
        () => undefined,
      );
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // On a graceful stop every socket is told it is going away, that its client reconnects elsewhere.
    preClose(done) {
      for (const socket of this.websocketServer.clients)
        socket.close(LiveCloseCode.goingAway, 'server stopping');
      this.websocketServer.close(() => done());
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await stopListening();
  });

  app.route({
    method: 'GET',
    url: '/live',
    websocket: true,
    schema: { hide: true },
    // A page of another site may not open a socket with the user's cookies or token.
    preValidation: async (request) => {
      const { origin, host } = request.headers;
      // The page's own origin is the server's, whatever PUBLIC_URL says (a port changed, a second name).
      if (origin && !allowedOrigins.has(origin) && !isOriginOf(origin, host)) {
        throw new HttpError(403, 'origin_refused', 'This origin may not open the live channel.');
      }
    },
    handler: (socket) => {
      let client: LiveClient | undefined;
      // One auth per socket: the first one's check is under way while later messages arrive, and each
      // would sign the socket in again.
      let authReceived = false;
      let received: number[] = [];
      const timeout = setTimeout(
        () => socket.close(LiveCloseCode.unauthorized, 'no auth in time'),
        LIVE_AUTH_TIMEOUT_MS,
      );
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => {
        clearTimeout(timeout);
        if (client) hub.remove(client);
      });
      socket.on('message', (data) => {
        const now = Date.now();
        received = [...received.filter((at) => now - at < MESSAGE_LIMIT.windowMs), now];
        if (received.length > MESSAGE_LIMIT.max) {
          socket.close(LiveCloseCode.tooManyMessages, 'too many messages');
          return;
        }
        if (authReceived) return;
        authReceived = true;
        const auth = authMessageOf(data);
        if (!auth) {
          socket.close(LiveCloseCode.unauthorized, 'auth expected');
          return;
        }
        clearTimeout(timeout);
        const tokenHash = hashToken(auth.token);
        void checkSession(tokenHash).then(
          (session) => {
            if (!session) return socket.close(LiveCloseCode.unauthorized, 'bad token');
            if (socket.readyState !== socket.OPEN) return;
            client = { socket, userId: session.userId, tokenHash };
            send(socket, { type: 'ready' });
            hub.add(client, auth.readMsAgo, (error) =>
              app.log.warn({ err: error }, 'live: missed changes were not told'),
            );
          },
          () => socket.close(1011, 'server error'),
        );
      });
    },
  });
}
