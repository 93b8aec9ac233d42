import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { isValidEmail } from '@wayfarer/core';

export interface Mail {
  /** One mailbox, local@domain: anything else is refused rather than sent. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail; logged when mail only goes to the outbox so a local user can follow it. */
  link: string;
  /** A Message-ID of our own, for a mail that may be sent again: receivers keep one message per id. */
  messageId?: string | undefined;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: { info(details: object, message: string): void };
}

/**
 * A transport made at the first mail, not at start: loading nodemailer lengthens every start, and most
 * processes of a busy deployment send no mail for a while.
 */
function lazyTransport(options: string | SMTPTransport.Options | StreamTransport.Options) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
}

/**
 * The one recipient as nodemailer's address object, which it never splits: a string would be parsed as
 * an address list, commas and display names included. An address stored before the rule was one
 * mailbox is refused here, not sent to whoever it lists.
 */
function recipientOf(to: string): { name: string; address: string } {
  if (!isValidEmail(to)) throw new Error('a mail is sent to one mailbox (local@domain), not to this address');
  return { name: '', address: to };
}

/** SMTP when configured; otherwise each mail becomes an .eml file in the outbox and its link is logged. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send({ to, subject, text, html, messageId }) {
        const recipient = recipientOf(to);
        await (await transport()).sendMail({ from, to: recipient, subject, text, html, messageId });
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link, messageId }) {
      const recipient = recipientOf(to);
      const info = await (
        await transport()
      ).sendMail({ from, to: recipient, subject, text, html, messageId });
      // The mails hold sign-in links: the owner's alone, whatever the umask.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, link }, `mail "${subject}" written to the outbox; its link: ${link}`);
    },
  };
}
