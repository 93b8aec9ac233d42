import { z } from 'zod';
import { loginBodySchema, socialLoginBodySchema } from '../accounts/schemas';
import { rule } from '../i18n/validation-rules';

/**
 * DELETE /user: the account's password, as sign-in takes it, or, for an account that signs in with
 * Google, a fresh Google ID token of that same account. One of the two, never both.
 */
export const deleteUserBodySchema = z
  .strictObject({
    password: loginBodySchema.shape.password.optional(),
    credential: socialLoginBodySchema.shape.credential.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.credential === undefined), {
    ...rule('passwordOrCredential'),
    path: ['password'],
  });
export type DeleteUserBody = z.input<typeof deleteUserBodySchema>;
