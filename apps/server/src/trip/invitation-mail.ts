import type { InvitedRole, Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';
import { renderActionMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** The mail an invitation sends: who invites, to which trip, as what, and the link to accept. */
export function invitationMail(
  to: string,
  language: Language,
  {
    inviter,
    tripCity,
    tripCountry,
    tripCountryCode,
    role,
    link,
  }: {
    inviter: string;
    tripCity: string;
    /** The stored (English) name, and the code by which the reader's language names the country. */
    tripCountry: string;
    tripCountryCode: string;
    role: InvitedRole;
    link: string;
  },
): Mail {
  const { mails, places } = messagesOf(language);
  const { invitation } = mails;
  const country = places.country(tripCountry, tripCountryCode);
  return {
    to,
    link,
    subject: invitation.subject(inviter, tripCity),
    ...renderActionMail({
      greeting: mails.hello,
      lines: [invitation.line(inviter, tripCity, country), invitation[role], invitation.signInWith(to)],
      action: invitation.action,
      link,
      footer: invitation.footer,
      language,
    }),
  };
}
