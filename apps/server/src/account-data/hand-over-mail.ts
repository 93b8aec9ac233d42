import { renderActionMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** The mail to the member a deleted account's trip passed to: whose it was, and that it is theirs now. */
export function handOverMail(
  to: string,
  {
    name,
    formerOwner,
    tripCity,
    tripCountry,
    link,
  }: { name: string; formerOwner: string; tripCity: string; tripCountry: string; link: string },
): Mail {
  return {
    to,
    link,
    subject: `You are now the owner of the trip to ${tripCity} on Wayfarer`,
    ...renderActionMail({
      greeting: `Hello ${name},`,
      lines: [
        `${formerOwner} deleted their Wayfarer account. Their trip to ${tripCity}, ${tripCountry} passed to you, as the member who joined it first: you are now its owner.`,
        'Its to-do board and its goals and costs stay as they were; what they added shows as added by a former member.',
        'As the owner you can invite companions, change their roles, hand the trip over again or delete it.',
      ],
      action: 'See the companions',
      link,
      footer: 'You receive this mail because you plan this trip on Wayfarer.',
    }),
  };
}
