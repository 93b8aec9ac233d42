import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the plain-text part: the action a user would follow. */
  link: string;
}

/** A real SMTP server on a free local port, keeping what it receives, for tests to read and follow. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the next mail to `to` not yet taken, waiting for it to arrive. */
  nextMailTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function toCaught(parsed: ParsedMail): CaughtMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const text = parsed.text ?? '';
  return {
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
  };
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push(toCaught(parsed));
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMailTo(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find((candidate) => !taken.has(candidate) && candidate.to === to.toLowerCase());
          if (!mail) return false;
          taken.add(mail);
          cleanup();
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
