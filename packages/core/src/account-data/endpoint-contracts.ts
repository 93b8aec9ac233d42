import { z } from 'zod';
import { answer, type ContractTable } from '../http/endpoint';
import type { accountDataEndpoints } from './endpoints';
import { deleteUserBodySchema } from './schemas';

const tag = 'account data';

export const accountDataContracts = {
  exportAccount: {
    tag,
    summary:
      'Everything of the caller as a ZIP, streamed: data.json (the account without secrets, the trips ' +
      'with roles and members, the boards, the finances), finances.csv, calendar.ics and attachments/',
    statuses: {
      200: answer('application/zip, as an attachment named wayfarer-export-YYYY-MM-DD.zip', z.unknown()),
      429: answer(
        'export_under_way: an export of the caller is being downloaded already; ask again after Retry-After seconds',
      ),
    },
  },
  deleteUser: {
    tag,
    summary:
      'Delete the account: its sessions, own finances, photo, notifications, reminders, calendar feed, ' +
      'uploads and the trips it alone belongs to. Each shared trip it owns passes to the member who ' +
      'joined first; what it added to trips that stay remains, without an author',
    body: deleteUserBodySchema,
    statuses: {
      204: answer('Deleted: every session of the account has ended'),
      403: answer(
        'wrong_password: the password is not the account’s, or wrong_credential: the Google token is ' +
          'not of this account; nothing changed',
      ),
      404: answer('social_login_disabled: a credential was sent, and Google sign-in is not enabled here'),
      429: answer(
        'Too many failed sign-ins for the account’s e-mail, or from the address, as /login counts them: ' +
          'try again after Retry-After seconds',
      ),
      503: answer("Google's keys could not be fetched to check the credential"),
    },
  },
} as const satisfies ContractTable<typeof accountDataEndpoints>;
