import type { ForgetPasswordBody } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { api, settle } from '@/lib/api-client';
import { forgetPasswordOutcome } from '../outcomes';

/** POST /forgetpassword: 200 reset link mailed, 404 no account has the e-mail. */
export async function requestNewPassword(body: ForgetPasswordBody): Promise<Message> {
  return forgetPasswordOutcome(await settle(api.call('forgetPassword', { body })));
}
