import type { PendingInvitation } from '@wayfarer/core';
import { MailX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { localDay } from '@/lib/calendar-day';
import { useMemberChanges } from '../api/trip-members';
import { failure } from '../messages';
import { ticketDate } from '../ticket-date';

interface PendingInvitationsProps {
  tripId: string;
  invitations: readonly PendingInvitation[];
}

/** The invitations no one has accepted yet, each with its role and expiry; the owner may revoke one. */
export function PendingInvitations({ tripId, invitations }: PendingInvitationsProps) {
  const titleId = useId();
  const { roles, pending: t } = useMessages().companions;
  const { revoke } = useMemberChanges(tripId);
  const [problem, setProblem] = useState<Message | null>(null);

  function revokeOne(invitation: PendingInvitation) {
    setProblem(null);
    revoke.mutate(invitation.id, {
      onError: (error) => setProblem(failure(t.revokeFailed, error)),
    });
  }

  return (
    <Card className="companions__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {t.title}
        <span className="companions__count">{invitations.length}</span>
      </h2>
      {problem && <MessageBox {...problem} onClose={() => setProblem(null)} />}
      {invitations.length === 0 ? (
        <p className="companions__empty">{t.none}</p>
      ) : (
        <ul className="invitation-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="invitation-row">
              <span className="invitation-row__who">
                <span className="invitation-row__email">{invitation.email}</span>
                <span className="invitation-row__meta">
                  {roles[invitation.role]} · {t.expires(ticketDate(localDay(invitation.expiresAt)))}
                </span>
              </span>
              <Button
                variant="ghost"
                icon={<MailX aria-hidden="true" size={16} />}
                busy={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => revokeOne(invitation)}
              >
                {t.revoke}
                <span className="visually-hidden">{t.revokeWhich(invitation.email)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
