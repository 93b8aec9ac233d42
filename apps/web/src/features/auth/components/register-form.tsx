import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { PasswordInput } from '@/components/ui/password-input';
import { TextInput } from '@/components/ui/text-input';
import { currentLanguage, useMessages } from '@/i18n/language';
import { isStrongPassword, isValidEmail } from '@wayfarer/core';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { deviceTimeZone } from '@/lib/calendar-day';
import { prefilledEmail, rememberReturnPath, returnPathOf } from '@/lib/return-path';
import { register } from '../api/register';
import { canRegister, passwordsDiffer } from '../form-rules';
import { authMessages } from '../messages';
import { GoogleButton } from './google-button';
import { PasswordChecklist } from './password-checklist';
import { EmailField } from './email-field';
import './auth-form.css';

const empty = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const t = useMessages();
  const search = useSearch();
  // Opened from an invitation, the form starts with the address it is for.
  const [form, setForm] = useState(() => ({ ...empty, email: prefilledEmail(window.history.state) }));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const differ = passwordsDiffer(form.password, form.confirmPassword);
  const canSubmit = canRegister(form);
  const missing = t.ui.missing;
  const attempt = useSendAttempt({
    name: form.name.trim() === '' ? missing.name : null,
    email: isValidEmail(form.email) ? null : missing.email,
    password: isStrongPassword(form.password) ? null : missing.strongPassword,
    // The spec's words when the two differ, under the field from the first letter as the spec has it.
    confirmPassword:
      form.confirmPassword === '' ? missing.confirmPassword : differ ? t.auth.passwordsDiffer : null,
  });
  const problem = attempt.problem;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !attempt.trySend(event.currentTarget) || !canSubmit) return;
    setBusy(true);
    setMessage(null);
    // The account speaks the language this device shows from the start, its mails and texts, and its
    // reminders come at this device's time of day.
    const result = await register({ ...form, language: currentLanguage(), timeZone: deviceTimeZone() });
    setMessage(result);
    if (result === authMessages().registered) {
      setForm(empty);
      // The sign-in after the mailed confirmation, likely in another tab, comes back to the page that
      // sent the user here (an invitation): its address holds it no longer by then.
      const returnTo = returnPathOf(search);
      if (returnTo) rememberReturnPath(returnTo, window.localStorage);
    }
    setBusy(false);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <TextInput
        label={t.auth.fields.fullName}
        name="name"
        autoComplete="name"
        value={form.name}
        invalid={problem('name') !== undefined}
        hint={problem('name')}
        onChange={update('name')}
      />
      <EmailField
        value={form.email}
        invalid={problem('email') !== undefined}
        hint={problem('email')}
        onChange={update('email')}
      />
      <PasswordInput
        label={t.auth.fields.password}
        name="new-password"
        autoComplete="new-password"
        value={form.password}
        invalid={problem('password') !== undefined}
        hint={problem('password')}
        onChange={update('password')}
        below={<PasswordChecklist password={form.password} />}
      />
      <PasswordInput
        label={t.auth.fields.confirmPassword}
        name="confirm-password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={update('confirmPassword')}
        invalid={differ || problem('confirmPassword') !== undefined}
        hint={differ ? t.auth.passwordsDiffer : problem('confirmPassword')}
      />
      <Button type="submit" block unready={!canSubmit} busy={busy}>
        {t.auth.registerForm.submit}
      </Button>
      <GoogleButton intent="sign_up" remember={false} onMessage={setMessage} />
    </form>
  );
}
