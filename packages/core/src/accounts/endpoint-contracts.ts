import { z } from 'zod';
import { answer, type ContractTable } from '../http/endpoint';
import {
  LoginStatus,
  RegisterStatus,
  ConfirmEmailStatus,
  NewPasswordStatus,
  type accountEndpoints,
} from './endpoints';
import {
  forgetPasswordBodySchema,
  loginBodySchema,
  mailTokenParamsSchema,
  messageResultSchema,
  newPasswordBodySchema,
  photoNameSchema,
  photoUploadResultSchema,
  registerBodySchema,
  socialLoginBodySchema,
  tokenResultSchema,
  accountSchema,
  userPatchBodySchema,
} from './schemas';

const tag = 'accounts';
const invalidLink = answer('The link is not valid');
const expiredLink = answer('The link has expired, or a newer one was mailed: ask for a new one');
const tooManyMails = answer(
  'Too many mails were asked for the e-mail or from the address: try again after Retry-After seconds',
);
const signedIn = answer('Signed in: the session token', tokenResultSchema);
const signedInWithoutTrip = answer(
  'Signed in, and the user has no trip yet: the session token',
  tokenResultSchema,
);

export const accountContracts = {
  register: {
    tag,
    summary: 'Register; the confirmation link is mailed',
    body: registerBodySchema,
    statuses: {
      [RegisterStatus.registered]: answer('Registered: the confirmation mail is sent', messageResultSchema),
      [RegisterStatus.emailUsed]: answer('The e-mail is already used by an account', messageResultSchema),
      429: tooManyMails,
    },
  },
  confirmEmail: {
    tag,
    summary: 'Confirm an e-mail with the mailed token',
    params: mailTokenParamsSchema,
    statuses: {
      [ConfirmEmailStatus.confirmed]: answer('Confirmed', messageResultSchema),
      [ConfirmEmailStatus.alreadyUsed]: answer('The token was already used', messageResultSchema),
      404: invalidLink,
      410: expiredLink,
    },
  },
  login: {
    tag,
    summary: 'Sign in with e-mail and password',
    body: loginBodySchema,
    statuses: {
      [LoginStatus.signedIn]: signedIn,
      [LoginStatus.signedInWithoutTrip]: signedInWithoutTrip,
      [LoginStatus.emailNotConfirmed]: answer(
        'The e-mail is not confirmed: the confirmation mail was sent again',
        messageResultSchema,
      ),
      401: answer('E-mail or password incorrect'),
      429: answer(
        'Too many failed sign-ins for the e-mail, or from the address (then only a correct password gets ' +
          'in), or too many confirmation mails: try again after Retry-After seconds',
      ),
    },
  },
  socialLogin: {
    tag,
    summary: 'Sign in or up with a Google ID token (a first sign-in creates the user)',
    body: socialLoginBodySchema,
    statuses: {
      [LoginStatus.signedIn]: signedIn,
      [LoginStatus.signedInWithoutTrip]: signedInWithoutTrip,
      400: answer('The body breaks a rule, or carries the identity in plain instead of a Google ID token'),
      401: answer('The Google ID token is not valid'),
      403: answer('Google has not verified the e-mail'),
      404: answer('Google sign-in is not enabled on this server'),
      409: answer('The e-mail belongs to an account linked to another Google account'),
      503: answer("Google's keys could not be fetched"),
    },
  },
  forgetPassword: {
    tag,
    summary: 'Mail a password-reset link',
    body: forgetPasswordBodySchema,
    statuses: {
      200: answer('The reset mail is sent', messageResultSchema),
      404: answer('No account has this e-mail'),
      429: tooManyMails,
    },
  },
  newPassword: {
    tag,
    summary: 'Set a new password with the mailed token',
    params: mailTokenParamsSchema,
    body: newPasswordBodySchema,
    statuses: {
      [NewPasswordStatus.changed]: answer('The password is changed', messageResultSchema),
      [NewPasswordStatus.tokenUsed]: answer('The token was already used', messageResultSchema),
      404: invalidLink,
      410: expiredLink,
    },
  },
  getUser: {
    tag,
    summary: 'The signed-in user',
    statuses: {
      200: answer('The user', accountSchema),
      404: answer('The user was removed'),
    },
  },
  updateUser: {
    tag,
    summary: 'Change the account’s settings: its time zone',
    body: userPatchBodySchema,
    statuses: { 200: answer('The user', accountSchema) },
  },
  logout: {
    tag,
    summary: 'End this session: its token stops working',
    statuses: { 200: answer('Signed out', messageResultSchema) },
  },
  getUserPhoto: {
    tag,
    summary: 'A profile photo by the name GET /user answers (no bearer needed: <img> sends none)',
    params: z.object({ name: photoNameSchema }),
    statuses: {
      200: answer(
        'The photo: image/jpeg, image/png, or image/svg+xml for the default silhouette',
        z.unknown(),
      ),
      404: answer('No photo has this name'),
    },
  },
  uploadUserPhoto: {
    tag,
    summary:
      'Change the profile photo: a jpeg or png of at most 5 MB (judged from the bytes) in the multipart ' +
      'field "file"; the previous photo is deleted',
    uploadField: 'file',
    statuses: {
      200: answer('The new photo’s name', photoUploadResultSchema),
      400: answer('No file in the field "file"'),
      404: answer('The user was removed'),
      413: answer('The photo is larger than 5 MB'),
      415: answer('The file is not a JPEG or PNG image'),
      429: answer('The photo was changed too often within the hour: try again after Retry-After seconds'),
    },
  },
} as const satisfies ContractTable<typeof accountEndpoints>;
