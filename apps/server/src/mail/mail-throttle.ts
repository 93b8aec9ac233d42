import type { Db } from '../db/client';
import { countHits, retryAfterOf } from '../http/rate-limits';

export interface MailLimits {
  maxPerEmail: number;
  maxPerAddress: number;
  windowMinutes: number;
}

/**
 * Mails the accounts send on a visitor's request (the confirmation, again at each sign-in of an
 * unconfirmed account; the password reset), counted per e-mail and per client address, so that nobody
 * can have a victim's mailbox flooded, nor the server's sender reputation spent.
 */
export function mailThrottle(db: Db, { maxPerEmail, maxPerAddress, windowMinutes }: MailLimits) {
  const windowMs = windowMinutes * 60_000;
  return {
    /**
     * Counts a mail about to be sent, or, with no e-mail, a request for one to an address no account has:
     * the spec answers those 404, so without a count an address could ask for any number of them and learn
     * which e-mails have accounts. Answers the seconds to wait when a limit is reached, else 0.
     */
    async count(email: string | undefined, address: string): Promise<number> {
      const counts = await countHits(db, [
        ...(email === undefined ? [] : [{ key: `mail-email:${email}`, max: maxPerEmail, windowMs }]),
        { key: `mail-address:${address}`, max: maxPerAddress, windowMs },
      ]);
      return retryAfterOf(counts);
    },
  };
}
