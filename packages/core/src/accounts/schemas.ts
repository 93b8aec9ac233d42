import { z } from 'zod';
import { timeZoneSchema } from '../calendar/schemas';
import { languageSchema } from '../i18n/schemas';
import { rule, ruleIssue } from '../i18n/validation-rules';
import { singleLineText } from '../text/schemas';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  isStrongPassword,
  isValidEmail,
} from './credentials';
import { DEFAULT_PHOTO, STORED_PHOTO_NAME_PATTERN } from './profile-photo';

export const emailSchema = singleLineText().max(MAX_EMAIL_LENGTH).refine(isValidEmail, rule('invalidEmail'));

/** A person's name, as the sign-up form takes it and as a Google account's name must be to be kept. */
export const nameSchema = singleLineText().min(1).max(MAX_NAME_LENGTH);

/** Passwords keep their spaces: a space at either end is part of the password. */
const passwordText = () => singleLineText({ trim: false });

const strongPasswordSchema = passwordText()
  .max(MAX_PASSWORD_LENGTH)
  .refine(isStrongPassword, rule('weakPassword'));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordText().min(1).max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** A Google ID token is a JWT of about 1 KB; 8 KB leaves room and bounds the work of a forged one. */
export const MAX_GOOGLE_CREDENTIAL_LENGTH = 8192;

/** The fields the original client's server took as the user's word for who signs in. */
const PLAIN_IDENTITY_FIELDS = ['email', 'name', 'socialId', 'jti'] as const;

/**
 * POST /login/social: the Google Identity Services `credential` (an ID token), verified by the server,
 * which takes the name, e-mail and Google id from it alone. A body with those in plain (as the original
 * client's server accepted) is refused, with a credential or without one.
 */
export const socialLoginBodySchema = z
  // Loose, so that the check below sees the fields it refuses rather than having them stripped first.
  .looseObject({
    credential: singleLineText({ trim: false, error: 'credentialOnly' })
      .min(1)
      .max(MAX_GOOGLE_CREDENTIAL_LENGTH),
    remember: z.boolean().optional().default(false),
  })
  .superRefine((body, context) => {
    for (const field of PLAIN_IDENTITY_FIELDS) {
      if (body[field] === undefined) continue;
      context.addIssue({ ...ruleIssue('plainIdentityRefused'), path: [field] });
    }
  });
export type SocialLoginBody = z.input<typeof socialLoginBodySchema>;

export const registerBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: strongPasswordSchema,
    confirmPassword: passwordText().max(MAX_PASSWORD_LENGTH),
    /** The language the device was showing: the account's mails and texts are in it from the start. */
    language: languageSchema.optional(),
    /** The device's zone: reminders come at the person's own time of day from the start; UTC left out. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    ...rule('passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const forgetPasswordBodySchema = z.object({ email: emailSchema });
export type ForgetPasswordBody = z.input<typeof forgetPasswordBodySchema>;

export const newPasswordBodySchema = z.object({ password: strongPasswordSchema });
export type NewPasswordBody = z.input<typeof newPasswordBodySchema>;

/** Mailed tokens are 32 random bytes in base64url; anything else cannot be one of ours. */
export const mailTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const tokenResultSchema = z.object({ result: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  photo: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET and PATCH /user: the profile, the IANA zone the user's days and reminder times are read in, and the
 * language the app, the server's texts and the mails speak to them in.
 */
export const accountSchema = userProfileSchema.extend({ timeZone: z.string(), language: languageSchema });
export type Account = z.infer<typeof accountSchema>;

/** PATCH /user: the account's settings that are neither its name nor its trip. */
export const userPatchBodySchema = z.object({
  timeZone: timeZoneSchema.optional(),
  language: languageSchema.optional(),
});
export type UserPatchBody = z.input<typeof userPatchBodySchema>;

/**
 * Who added an item of a shared trip, as its members see them: `null` once their account is gone (the
 * app shows "Former member"). Left out of items no one else sees.
 */
export const createdBySchema = z.object({ id: z.uuid(), name: z.string() }).nullable().optional();
export type CreatedBy = z.infer<typeof createdBySchema>;

export const messageResultSchema = z.object({ message: z.string() });

export const photoNameSchema = z
  .string()
  .max(40)
  .refine((name) => name === DEFAULT_PHOTO || STORED_PHOTO_NAME_PATTERN.test(name), rule('photoName'));

/** POST /user/photo answers the new photo's name. */
export const photoUploadResultSchema = z.object({ result: z.string() });
export type PhotoUploadResult = z.infer<typeof photoUploadResultSchema>;
