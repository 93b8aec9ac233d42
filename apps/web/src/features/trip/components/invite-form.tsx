import { INVITED_ROLES, isValidEmail, type InvitedRole } from '@wayfarer/core';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { TextInput } from '../../../components/ui/text-input';
import { useMemberChanges } from '../api/trip-members';
import { companionsTexts, failure, roleNames, roleSummaries } from '../messages';

const ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, name: roleNames[role] }));

/** The owner invites an e-mail address as an editor or a viewer; the server mails the link. */
export function InviteForm({ tripId }: { tripId: string }) {
  const titleId = useId();
  const { invite } = useMemberChanges(tripId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const [message, setMessage] = useState<Message | null>(null);
  const canSend = isValidEmail(email.trim());

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend || invite.isPending) return;
    const address = email.trim();
    setMessage(null);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setEmail('');
          setMessage(companionsTexts.invitationSent(address));
        },
        onError: (error) => setMessage(failure(companionsTexts.inviteFailed, error)),
      },
    );
  }

  return (
    <Card className="companions__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {companionsTexts.invite}
      </h2>
      <form className="invite-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <TextInput
          label={companionsTexts.email}
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          value={email}
          hint={companionsTexts.inviteHint}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="invite-form__role">
          <ChoiceGroup
            legend={companionsTexts.inviteAs}
            options={ROLE_OPTIONS}
            value={role}
            onChange={setRole}
            className="choice-segments invite-form__roles"
          />
          <p className="field__hint" aria-live="polite">
            {roleSummaries[role]}
          </p>
        </div>
        <div className="invite-form__actions">
          <Button
            type="submit"
            icon={<Send aria-hidden="true" size={18} />}
            inactive={!canSend}
            busy={invite.isPending}
          >
            {companionsTexts.sendInvitation}
          </Button>
        </div>
      </form>
    </Card>
  );
}
