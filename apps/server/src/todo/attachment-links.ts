import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough to open a file from a freshly loaded board; GET /todolist signs anew each time. */
export const ATTACHMENT_LINK_LIFETIME_MS = 15 * 60_000;

export type LinkCheck = 'valid' | 'forged' | 'expired';

export interface AttachmentLinkSigner {
  /** `<fileName>?expires=<epoch ms>&sig=<HMAC>`: what the contract's `link` field carries. */
  sign(fileName: string): string;
  check(fileName: string, expires: string | undefined, sig: string | undefined): LinkCheck;
}

/**
 * Signs attachment links, so that a file opens in a new tab without a bearer header yet only for whoever
 * was handed the link by GET /todolist, and only for a while. Without a configured secret each process
 * draws its own, which is right for one instance; instances behind a load balancer must share one.
 */
export function attachmentLinkSigner(secret: string | undefined): AttachmentLinkSigner {
  // A key derived for this one purpose: the configured secret may serve other purposes too.
  const key = createHmac('sha256', secret ?? randomBytes(32))
    .update('wayfarer attachment link v1')
    .digest();
  const signature = (fileName: string, expires: string) =>
    createHmac('sha256', key).update(`${fileName}\n${expires}`).digest('base64url');

  return {
    sign(fileName) {
      const expires = String(Date.now() + ATTACHMENT_LINK_LIFETIME_MS);
      return `${fileName}?expires=${expires}&sig=${signature(fileName, expires)}`;
    },
    check(fileName, expires, sig) {
      if (!expires || !sig || !/^\d{1,16}$/.test(expires)) return 'forged';
      // Compared as text: decoding would forgive altered padding bits and stray characters.
      const expected = Buffer.from(signature(fileName, expires));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return Number(expires) > Date.now() ? 'valid' : 'expired';
    },
  };
}
