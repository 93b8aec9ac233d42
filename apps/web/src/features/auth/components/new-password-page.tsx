import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { CenteredPage } from '@/components/layout/centered-page';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { PasswordInput } from '@/components/ui/password-input';
import { useMessages } from '@/i18n/language';
import { setNewPassword } from '../api/new-password';
import { canChangePassword, passwordsDiffer } from '../form-rules';
import { authMessages } from '../messages';
import { PasswordChecklist } from './password-checklist';
import './auth-form.css';
import './new-password-page.css';

/** Spec section 9: the new-password page sends the user to /login 5 seconds after a success. */
export const REDIRECT_AFTER_CHANGE_MS = 5000;

export function NewPasswordPage() {
  const t = useMessages();
  const { token = '' } = useParams();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const changed = message === authMessages().passwordChanged;
  const differ = passwordsDiffer(password, confirmation);

  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => navigate('/login'), REDIRECT_AFTER_CHANGE_MS);
    return () => window.clearTimeout(timer);
  }, [changed, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canChangePassword(password, confirmation) || busy || changed) return;
    setBusy(true);
    setMessage(null);
    setMessage(await setNewPassword(token, { password }));
    setBusy(false);
  }

  return (
    <CenteredPage>
      <DocumentTitle title={t.auth.newPassword.documentTitle} />
      <div className="auth-page-head">
        <h1>{t.auth.newPassword.heading}</h1>
        <p>{t.auth.newPassword.lead}</p>
      </div>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {message && <MessageBox {...message} onClose={changed ? undefined : () => setMessage(null)} />}
        <PasswordInput
          label={t.auth.fields.password}
          name="new-password"
          autoComplete="new-password"
          value={password}
          disabled={changed}
          onChange={(event) => setPassword(event.target.value)}
          below={<PasswordChecklist password={password} />}
        />
        <PasswordInput
          label={t.auth.fields.confirmPassword}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          disabled={changed}
          onChange={(event) => setConfirmation(event.target.value)}
          invalid={differ}
          hint={differ ? t.auth.passwordsDiffer : undefined}
        />
        <Button
          type="submit"
          block
          inactive={changed || !canChangePassword(password, confirmation)}
          busy={busy}
        >
          {t.auth.newPassword.submit}
        </Button>
      </form>
      <Link to="/login" className="auth-back">
        {t.auth.newPassword.backToLogin}
      </Link>
    </CenteredPage>
  );
}
