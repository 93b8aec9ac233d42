import { INVITED_ROLES, isValidEmail, LANGUAGES, languageOf, type InvitedRole } from '@wayfarer/core';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { SelectField } from '@/components/ui/select-field';
import { TextInput } from '@/components/ui/text-input';
import { useLanguage, useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { useMemberChanges } from '../api/trip-members';
import { failure } from '../messages';

/**
 * The owner invites an e-mail address as an editor or a viewer; the server mails the link, in the
 * language chosen here (this page's by default) unless the address has an account, whose own it takes.
 */
export function InviteForm({ tripId }: { tripId: string }) {
  const titleId = useId();
  const messages = useMessages();
  const { names } = messages.common.language;
  const { roles, roleSummaries, invite: t } = messages.companions;
  const roleOptions = INVITED_ROLES.map((value) => ({ value, name: roles[value] }));
  const { invite } = useMemberChanges(tripId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const pageLanguage = useLanguage();
  const [mailLanguage, setMailLanguage] = useState(pageLanguage);
  const languageHintId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const canSend = isValidEmail(email.trim());
  const attempt = useSendAttempt({ email: canSend ? null : messages.ui.missing.email });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending || !attempt.trySend(event.currentTarget) || !canSend) return;
    const address = email.trim();
    setMessage(null);
    invite.mutate(
      { email: address, role, language: mailLanguage },
      {
        onSuccess: () => {
          setEmail('');
          setMessage({ type: 'success', title: t.sentTitle(address), text: t.sentText });
        },
        onError: (error) => setMessage(failure(t.failed, error)),
      },
    );
  }

  return (
    <Card className="companions__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {t.title}
      </h2>
      <form className="invite-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <TextInput
          label={t.email}
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          value={email}
          invalid={attempt.problem('email') !== undefined}
          hint={attempt.problem('email') ?? t.hint}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="invite-form__role">
          <ChoiceGroup
            legend={t.inviteAs}
            options={roleOptions}
            value={role}
            onChange={setRole}
            className="choice-segments invite-form__roles"
          />
          <p className="field__hint" aria-live="polite">
            {roleSummaries[role]}
          </p>
        </div>
        <div className="invite-form__language">
          <SelectField
            label={t.mailLanguage}
            name="mail-language"
            value={mailLanguage}
            aria-describedby={languageHintId}
            onChange={(event) => setMailLanguage(languageOf(event.target.value) ?? pageLanguage)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {names[code]}
              </option>
            ))}
          </SelectField>
          <p id={languageHintId} className="field__hint">
            {t.mailLanguageHint}
          </p>
        </div>
        <div className="invite-form__actions">
          <Button
            type="submit"
            icon={<Send aria-hidden="true" size={18} />}
            unready={!canSend}
            busy={invite.isPending}
          >
            {t.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
