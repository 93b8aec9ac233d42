import type { InvitedRole } from '@wayfarer/core';
import { renderActionMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

const WHAT_A_ROLE_MAY: Record<InvitedRole, string> = {
  editor:
    'As an editor you can add to and change its to-do board and its goals and costs, and its dates and places.',
  viewer: 'As a viewer you can see its to-do board and its goals and costs, without changing them.',
};

/** The mail an invitation sends: who invites, to which trip, as what, and the link to accept. */
export function invitationMail(
  to: string,
  {
    inviter,
    tripCity,
    tripCountry,
    role,
    link,
  }: {
    inviter: string;
    tripCity: string;
    tripCountry: string;
    role: InvitedRole;
    link: string;
  },
): Mail {
  return {
    to,
    link,
    subject: `${inviter} invites you to plan a trip to ${tripCity} on Wayfarer`,
    ...renderActionMail({
      greeting: 'Hello,',
      lines: [
        `${inviter} invites you to plan their trip to ${tripCity}, ${tripCountry}, together on Wayfarer.`,
        WHAT_A_ROLE_MAY[role],
        `Sign in or register with this e-mail address (${to}) to accept.`,
      ],
      action: 'See the invitation',
      link,
      footer: 'The link works once and expires in 7 days. If you do not know the sender, ignore this mail.',
    }),
  };
}
