import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { api, ApiRequestError, settle } from '@/lib/api-client';

/** POST /forgetpassword for the user's own e-mail: the reset link is mailed to them. */
export async function requestPasswordChange(email: string): Promise<Message> {
  const answer = await settle(api.call('forgetPassword', { body: { email } }));
  const t = messages().account.passwordChange;
  if (answer instanceof ApiRequestError && answer.status === 429) {
    // The server says how long to wait before another mail may be asked for.
    return { type: 'error', title: t.tooManyMails, text: answer.message };
  }
  if (!(answer instanceof Error) && answer.status === 200) {
    return { type: 'success', title: t.sent.title, text: t.sent.text(email) };
  }
  return { type: 'server_error', ...t.failed };
}
