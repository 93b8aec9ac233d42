import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** How many of one user's writes run at once on an instance, and how many more may wait their turn. */
export interface WriteGateLimits {
  running: number;
  waiting: number;
}

export const WRITE_GATE_LIMITS: WriteGateLimits = { running: 1, waiting: 32 };

interface UserTurns {
  running: number;
  waiting: (() => void)[];
}

/**
 * Turns for each user's writes: at most `running` at once, then up to `waiting` in line (holding no
 * database connection while they wait), and past that a 429. One user sending many heavy writes at once
 * (a move of a whole board, twenty times) then holds at most `running` of the pool's connections and of
 * the embedded database's turns, so that everyone else's requests, and the health check, go on.
 */
export function createWriteGate(limits: WriteGateLimits) {
  const users = new Map<string, UserTurns>();

  function release(userId: string, turns: UserTurns): void {
    const next = turns.waiting.shift();
    if (next) return next();
    turns.running -= 1;
    if (turns.running === 0) users.delete(userId);
  }

  return {
    /** Waits for a turn; answers its release, or false when the line is full. */
    async enter(userId: string): Promise<(() => void) | false> {
      let turns = users.get(userId);
      if (!turns) {
        turns = { running: 0, waiting: [] };
        users.set(userId, turns);
      }
      const held = turns;
      let released = false;
      const leave = () => {
        if (released) return;
        released = true;
        release(userId, held);
      };
      if (held.running < limits.running) {
        held.running += 1;
        return leave;
      }
      if (held.waiting.length >= limits.waiting) return false;
      // A waiter's turn is handed over by the one that leaves: `running` stays as it is.
      await new Promise<void>((resolve) => held.waiting.push(resolve));
      return leave;
    },
  };
}

type WriteGate = ReturnType<typeof createWriteGate>;
const gates = new WeakMap<object, WriteGate>();

/** One gate per server, shared by every scope of it. */
function gateOf(app: FastifyInstance): WriteGate {
  let gate = gates.get(app.server);
  if (!gate) {
    gate = createWriteGate(WRITE_GATE_LIMITS);
    gates.set(app.server, gate);
  }
  return gate;
}

const tooManyWrites = () =>
  new HttpError(
    429,
    'too_many_writes',
    'Too many changes are being saved at once for this account: wait for them to finish, then try again.',
    { 'retry-after': '1' },
  );

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in write that runs in one of the caller's turns (see takeWriteTurns). */
    gatedWrite?: boolean;
  }
}

/**
 * Makes the writes of this scope marked `gatedWrite` take a turn of the caller's as soon as the caller is
 * known, before their body is parsed: a request waiting in line, or turned away, costs the server nearly
 * nothing, and one user's pile of large bodies is read two at a time. The turn is given back when the
 * response closes, sent or cut short by a client that went away (even while it waited in line, when it
 * gets its turn and gives it back at once). Answers the step that the session check calls with the user.
 */
export function takeWriteTurns(app: FastifyInstance) {
  const gate = gateOf(app);
  return async (request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> => {
    if (!request.routeOptions.config.gatedWrite) return;
    const turn = await gate.enter(userId);
    if (!turn) throw tooManyWrites();
    // Its connection may have gone while the session was checked or while it waited in line.
    if (reply.raw.destroyed || request.raw.socket?.destroyed === true) {
      turn();
      throw new HttpError(499, 'client_gone', 'The client closed the request.');
    }
    reply.raw.once('close', turn);
  };
}
