import type { SocialLoginBody } from '@wayfarer/core';
import { api, settle } from '@/lib/api-client';
import { socialLoginOutcome, type LoginOutcome } from '../outcomes';

/**
 * POST /login/social with Google's ID token: 200 token, 201 token of a user with no trip yet; a refusal
 * (401, 403, 404, 409, 503) or a failure becomes a message, and is logged (spec: failures are logged).
 */
export async function socialLogin(body: SocialLoginBody): Promise<LoginOutcome> {
  const answer = await settle(api.call('socialLogin', { body }));
  const outcome = socialLoginOutcome(answer);
  if (outcome.kind === 'message') console.error('Google sign-in failed:', answer);
  return outcome;
}
