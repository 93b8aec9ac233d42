import type { Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';
import type { Mail } from '../mail/mailer';
import { renderActionMail } from '../mail/layout';

/** Who a mail of the account goes to, and the language they read. */
interface Recipient {
  email: string;
  name: string;
  language: Language;
}

export function confirmEmailMail({ email, name, language }: Recipient, link: string): Mail {
  const { mails } = messagesOf(language);
  return {
    to: email,
    link,
    subject: mails.confirmEmail.subject,
    ...renderActionMail({
      greeting: mails.helloName(name),
      lines: [mails.confirmEmail.line],
      action: mails.confirmEmail.action,
      link,
      footer: mails.confirmEmail.footer,
      language,
    }),
  };
}

export function resetPasswordMail({ email, name, language }: Recipient, link: string): Mail {
  const { mails } = messagesOf(language);
  return {
    to: email,
    link,
    subject: mails.resetPassword.subject,
    ...renderActionMail({
      greeting: mails.helloName(name),
      lines: [mails.resetPassword.line],
      action: mails.resetPassword.action,
      link,
      footer: mails.resetPassword.footer,
      language,
    }),
  };
}
