import type { Message } from '@/components/ui/message-box';
import { api, settle } from '@/lib/api-client';
import { confirmEmailOutcome } from '../outcomes';

/** PATCH /confirmemail/{token}: 200 confirmed, 203 already used, anything else a failure. */
export async function confirmEmail(token: string): Promise<Message> {
  return confirmEmailOutcome(await settle(api.call('confirmEmail', { params: { token } })));
}
