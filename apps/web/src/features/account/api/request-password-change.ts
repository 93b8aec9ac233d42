import type { Message } from '../../../components/ui/message-box';
import { api, ApiRequestError, settle } from '../../../lib/api-client';

/** POST /forgetpassword for the user's own e-mail: the reset link is mailed to them. */
export async function requestPasswordChange(email: string): Promise<Message> {
  const answer = await settle(api.call('forgetPassword', { body: { email } }));
  if (answer instanceof ApiRequestError && answer.status === 429) {
    // The server says how long to wait before another mail may be asked for.
    return { type: 'error', title: 'Too many e-mails!', text: answer.message };
  }
  if (!(answer instanceof Error) && answer.status === 200) {
    return {
      type: 'success',
      title: 'Check your e-mail',
      text: `We sent a link to change your password to ${email}.`,
    };
  }
  return { type: 'server_error', title: 'Error', text: 'The e-mail could not be sent. Please to try again.' };
}
