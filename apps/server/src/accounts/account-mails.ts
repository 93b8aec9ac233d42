import type { Mail } from '../mail/mailer';
import { renderActionMail } from '../mail/layout';

export function confirmEmailMail(to: string, name: string, link: string): Mail {
  return {
    to,
    link,
    subject: 'Confirm your e-mail for Wayfarer',
    ...renderActionMail({
      greeting: `Hello ${name},`,
      lines: ['Welcome to Wayfarer! Confirm your e-mail address to start planning your trip.'],
      action: 'Confirm my e-mail',
      link,
      footer: 'The link works once and expires in 48 hours. If you did not sign up, ignore this mail.',
    }),
  };
}

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return {
    to,
    link,
    subject: 'Choose a new Wayfarer password',
    ...renderActionMail({
      greeting: `Hello ${name},`,
      lines: [
        'Somebody asked to change the password of your Wayfarer account. Choose a new one with the link below.',
      ],
      action: 'Choose a new password',
      link,
      footer:
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    }),
  };
}
