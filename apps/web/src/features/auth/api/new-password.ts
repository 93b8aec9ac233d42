import type { NewPasswordBody } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { api, settle } from '@/lib/api-client';
import { newPasswordOutcome } from '../outcomes';

/** PATCH /newpassword/{token}: 200 changed, 201 token already used. */
export async function setNewPassword(token: string, body: NewPasswordBody): Promise<Message> {
  return newPasswordOutcome(await settle(api.call('newPassword', { params: { token }, body })));
}
