import type { ClientConfig } from 'pg';

/**
 * What the database tells at commit on a channel (NOTIFY): every instance listening hears every
 * instance's writes. `onLost` is told when notifications may have been missed (the connection dropped
 * and was made again), so that what was built on them can start afresh.
 */
export interface Notifications {
  listen(
    channel: string,
    handlers: { onPayload: (payload: string) => void; onLost: () => void },
  ): Promise<() => Promise<void>>;
}

/**
 * The channel the database tells the live channel's news on: each committed change of a trip's or a
 * user's data (migration 0011's `notify_change`), and an account's end (`{"ended": <user id>}`).
 */
export const CHANGES_CHANNEL = 'wayfarer_changes';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one is shared between queries and would drop
 * the subscription), made again with a growing pause when it fails.
 */
export function postgresNotifications(
  config: ClientConfig,
  onError: (error: Error) => void = () => undefined,
): Notifications {
  return {
    async listen(channel, { onPayload, onLost }) {
      const { default: pg } = await import('pg');
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | undefined;
      let pause = RECONNECT_FIRST_MS;
      let retry: NodeJS.Timeout | undefined;

      const connect = async (): Promise<void> => {
        const next = new pg.Client(config);
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        const lost = (error?: Error) => {
          if (error) onError(error);
          if (stopped || client !== next) return;
          client = undefined;
          onLost();
          retry = setTimeout(() => void connect().catch(() => undefined), pause);
          pause = Math.min(pause * 2, RECONNECT_MAX_MS);
        };
        next.on('error', lost);
        next.on('end', () => lost());
        client = next;
        try {
          await next.connect();
          await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
          pause = RECONNECT_FIRST_MS;
        } catch (error) {
          // Tried again after a pause; meanwhile nothing is heard.
          lost(error as Error);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}
