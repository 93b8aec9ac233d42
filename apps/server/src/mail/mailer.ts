import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

export interface Mail {
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

/** SMTP when configured; otherwise each mail becomes an .eml file in the outbox and its link is logged. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send({ to, subject, text, html, messageId }) {
        await (await transport()).sendMail({ from, to, subject, text, html, messageId });
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link, messageId }) {
      const info = await (await transport()).sendMail({ from, to, subject, text, html, messageId });
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
