import type { RegisterBody } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { api, settle } from '@/lib/api-client';
import { registerOutcome } from '../outcomes';

/** POST /user: 200 registered (confirmation mailed), 201 e-mail already used. */
export async function register(body: RegisterBody): Promise<Message> {
  return registerOutcome(await settle(api.call('register', { body })));
}
