import { isValidEmail } from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { requestNewPassword } from '../api/forget-password';
import { EmailField } from './email-field';
import './auth-form.css';

interface ForgetPasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** The e-mail typed on the login tab, to save typing it again. */
  initialEmail: string;
}

/** 'Forget Password' modal; its state starts fresh each time it opens. */
export function ForgetPasswordModal({ open, ...props }: ForgetPasswordModalProps) {
  return open ? <ForgetPasswordDialog {...props} /> : null;
}

function ForgetPasswordDialog({ onClose, initialEmail }: Omit<ForgetPasswordModalProps, 'open'>) {
  const t = useMessages();
  const formId = useId();
  const [email, setEmail] = useState(initialEmail.trim());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const canSubmit = isValidEmail(email);
  const attempt = useSendAttempt({ email: canSubmit ? null : t.ui.missing.email });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (busy || !attempt.trySend(event.currentTarget) || !canSubmit) return;
    setBusy(true);
    setMessage(null);
    setMessage(await requestNewPassword({ email }));
    setBusy(false);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t.auth.forgetPassword.title}
      actions={
        <Button type="submit" form={formId} unready={!canSubmit} busy={busy}>
          {t.auth.forgetPassword.submit}
        </Button>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className="auth-form__lead">{t.auth.forgetPassword.lead}</p>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <EmailField
          data-autofocus
          value={email}
          invalid={attempt.problem('email') !== undefined}
          hint={attempt.problem('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
      </form>
    </Modal>
  );
}
