import type { Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';
import { renderActionMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/**
 * The mail to the member a deleted account's trip passed to, in their language: whose it was, and that
 * it is theirs now.
 */
export function handOverMail(
  to: string,
  {
    name,
    formerOwner,
    tripCity,
    tripCountry,
    link,
    language,
  }: {
    name: string;
    formerOwner: string;
    tripCity: string;
    tripCountry: string;
    link: string;
    language: Language;
  },
): Mail {
  const { mails } = messagesOf(language);
  const words = mails.handOver;
  return {
    to,
    link,
    subject: words.subject(tripCity),
    ...renderActionMail({
      greeting: mails.helloName(name),
      lines: [words.line(formerOwner, tripCity, tripCountry), words.keptAsTheyWere, words.asOwner],
      action: words.action,
      link,
      footer: words.footer,
      language,
    }),
  };
}
