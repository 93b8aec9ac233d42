import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from './accounts-schema';

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

/**
 * Counts failed sign-ins per e-mail and per client address in the database, so that every instance
 * behind a load balancer sees the same counts. A key that reaches its limit within the window is
 * locked for `lockMinutes`.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(email: string, address: string) {
    return [
      { key: `email:${email}`, max: this.limits.maxFailuresPerEmail },
      { key: `address:${address}`, max: this.limits.maxFailuresPerAddress },
    ];
  }

  /** Seconds until the caller may try again, or 0 when neither key is locked. */
  async retryAfterSeconds(email: string, address: string, now = new Date()): Promise<number> {
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(
        inArray(
          loginFailures.key,
          this.keys(email, address).map(({ key }) => key),
        ),
      );
    const latest = Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now.getTime()));
    return Math.ceil(latest / 1000);
  }

  async recordFailure(email: string, address: string, now = new Date()): Promise<void> {
    const windowMs = this.limits.lockMinutes * 60_000;
    for (const { key, max } of this.keys(email, address)) {
      const [row] = await this.db.select().from(loginFailures).where(eq(loginFailures.key, key));
      const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < windowMs;
      const failures = windowOpen ? row.failures + 1 : 1;
      const values = {
        failures,
        windowStartedAt: windowOpen ? row.windowStartedAt : now,
        lockedUntil: failures >= max ? new Date(now.getTime() + windowMs) : null,
      };
      await this.db
        .insert(loginFailures)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: loginFailures.key, set: values });
    }
  }

  /** A correct password clears the e-mail's count; the address keeps its count against spraying. */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, `email:${email}`));
  }
}
