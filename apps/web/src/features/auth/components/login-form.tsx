import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { PasswordInput } from '@/components/ui/password-input';
import { useMessages } from '@/i18n/language';
import { prefilledEmail } from '@/lib/return-path';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { login } from '../api/login';
import { canLogin } from '../form-rules';
import { isValidEmail } from '@wayfarer/core';
import { useEnterApp } from '../use-enter-app';
import { ForgetPasswordModal } from './forget-password-modal';
import { GoogleButton } from './google-button';
import { EmailField } from './email-field';
import './auth-form.css';

export function LoginForm() {
  const t = useMessages();
  const enterApp = useEnterApp();
  // Opened from an invitation, the form starts with the address it is for.
  const [email, setEmail] = useState(() => prefilledEmail(window.history.state));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [forgetOpen, setForgetOpen] = useState(false);

  const canSubmit = canLogin({ email, password });
  const attempt = useSendAttempt({
    email: isValidEmail(email) ? null : t.ui.missing.email,
    password: password === '' ? t.ui.missing.password : null,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !attempt.trySend(event.currentTarget) || !canSubmit) return;
    setBusy(true);
    setMessage(null);
    const outcome = await login({ email, password, remember });
    if (outcome.kind === 'message') {
      setMessage(outcome.message);
      setBusy(false);
      return;
    }
    // 200 reloads the page at '/': the button stays busy until it does.
    await enterApp(outcome, remember);
  }

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <EmailField
          value={email}
          invalid={attempt.problem('email') !== undefined}
          hint={attempt.problem('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          label={t.auth.fields.password}
          name="password"
          autoComplete="current-password"
          value={password}
          invalid={attempt.problem('password') !== undefined}
          hint={attempt.problem('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="auth-form__row">
          <Checkbox
            label={t.auth.loginForm.remember}
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <button type="button" className="link-button" onClick={() => setForgetOpen(true)}>
            {t.auth.loginForm.forgotPassword}
          </button>
        </div>
        <Button type="submit" block unready={!canSubmit} busy={busy}>
          {t.auth.loginForm.enter}
        </Button>
        <GoogleButton intent="sign_in" remember={remember} onMessage={setMessage} />
      </form>
      {/* Outside the form: React events bubble through portals, and this modal has a form of its own. */}
      <ForgetPasswordModal open={forgetOpen} onClose={() => setForgetOpen(false)} initialEmail={email} />
    </>
  );
}
