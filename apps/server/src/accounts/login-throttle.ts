import type { Db } from '../db/client';
import { countHits, forgetHits, retryAfterOf, takeBackHit, type RateRule } from '../http/rate-limits';

export interface ThrottleLimits {
  /** Failed sign-ins for one e-mail from one client address. */
  maxFailuresPerEmail: number;
  /** Failed sign-ins for one e-mail from all addresses together. */
  maxFailuresPerAccount: number;
  /** Failed sign-ins from one address over all e-mails. */
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

/** What counting an attempt found, before its password is checked. */
export interface CountedAttempt {
  /** Seconds the e-mail is locked for, from this address or from all: 0 when it may be checked. */
  emailRetryAfter: number;
  /** Seconds the address is locked for: 0 when it is not. A correct password still gets in. */
  addressRetryAfter: number;
}

/**
 * Sign-in attempts, counted in the database (one count for every instance) per (address, e-mail), per
 * e-mail and per address. An attempt is counted before its password is checked, in one atomic statement,
 * so that of 200 guesses at once no more than the limit are ever checked; a correct password then
 * takes its attempt back. The e-mail's counts lock it (a correct password too, or they would not stop a
 * guesser); the address's count locks only failures, so that one address trying many e-mails (a shared
 * office or a proxy's, say) never keeps a user with the right password out.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Always in this order: the statements of two attempts lock their shared keys in the same order. */
  private rules(email: string, address: string): [RateRule, RateRule, RateRule] {
    const windowMs = this.limits.lockMinutes * 60_000;
    return [
      { key: `login-pair:${address} ${email}`, max: this.limits.maxFailuresPerEmail, windowMs },
      { key: `login-email:${email}`, max: this.limits.maxFailuresPerAccount, windowMs },
      { key: `login-address:${address}`, max: this.limits.maxFailuresPerAddress, windowMs },
    ];
  }

  async countAttempt(email: string, address: string, now = new Date()): Promise<CountedAttempt> {
    const counts = await countHits(this.db, this.rules(email, address), now);
    return {
      emailRetryAfter: retryAfterOf(counts.slice(0, 2)),
      addressRetryAfter: retryAfterOf(counts.slice(2)),
    };
  }

  /** A correct password: the e-mail's failures are forgotten, and the address's count takes this one back. */
  async succeeded(email: string, address: string): Promise<void> {
    const [pair, perEmail, perAddress] = this.rules(email, address);
    await forgetHits(this.db, [pair.key, perEmail.key]);
    await takeBackHit(this.db, perAddress.key);
  }
}
