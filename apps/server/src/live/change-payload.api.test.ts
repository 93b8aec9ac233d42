import { randomUUID } from 'node:crypto';
import { changePayloadSchema } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { CHANGES_CHANNEL } from '../db/notifications';
import { tellSessionsEnded } from '../db/sessions-ended';
import { engines, openTestDatabase } from '../testing/test-database';

/** Listens on the changes' channel until `count` payloads came, and answers them as they were sent. */
async function nextPayloads(
  database: Database,
  count: number,
  send: () => Promise<void>,
): Promise<unknown[]> {
  const payloads: unknown[] = [];
  let allCame: () => void = () => undefined;
  const came = new Promise<void>((resolve) => (allCame = resolve));
  const unlisten = await database.notifications.listen(CHANGES_CHANNEL, {
    onPayload: (payload) => {
      payloads.push(JSON.parse(payload));
      if (payloads.length === count) allCame();
    },
    onLost: () => undefined,
  });
  try {
    await send();
    await came;
    return payloads;
  } finally {
    await unlisten();
  }
}

for (const engine of engines) {
  describe(`the changes’ channel on ${engine}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterAll(() => database.close());

    it('carries what notify_change and an ended session send, each read whole by the one schema', async () => {
      const [trip, user, removed] = [randomUUID(), randomUUID(), randomUUID()];
      const sent = await nextPayloads(database, 4, async () => {
        await database.db.transaction(async (tx) => {
          await tx.execute(
            sql`select notify_change('trip', ${trip}::uuid, 'members', 3, json_build_array(${removed}::uuid))`,
          );
          await tx.execute(sql`select notify_change('user', ${user}::uuid, 'finances', 7)`);
        });
        await tellSessionsEnded(database.db, { ended: user, session: 'token hash' });
        await tellSessionsEnded(database.db, { ended: user });
      });
      expect(sent).toEqual([
        { trip, topic: 'members', version: 3, removed: [removed] },
        { user, topic: 'finances', version: 7 },
        { ended: user, session: 'token hash' },
        { ended: user },
      ]);
      for (const payload of sent) expect(changePayloadSchema.parse(payload)).toEqual(payload);
    });
  });
}
