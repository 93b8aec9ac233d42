import { INVITED_ROLES, type InvitedRole, type TripMember, type TripMembersAnswer } from '@wayfarer/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Crown, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { useMemberChanges } from '../api/trip-members';
import { isMe, memberPhotoSrc, orderMembers } from '../companions';
import { failure } from '../messages';

interface CompanionListProps {
  tripId: string;
  destination: string;
  members: UseQueryResult<TripMembersAnswer>;
  myEmail: string | undefined;
  /** The signed-in user owns the trip: they change roles, remove members and hand the trip over. */
  owner: boolean;
}

/** What waits for the owner's yes before it is sent. */
type Pending = { kind: 'remove' | 'handOver'; member: TripMember };

/** The members of the trip, each with their photo, name, e-mail and role; the owner's controls on each. */
export function CompanionList({ tripId, destination, members, myEmail, owner }: CompanionListProps) {
  const titleId = useId();
  const t = useMessages().companions.members;
  const { changeRole, remove } = useMemberChanges(tripId);
  const [problem, setProblem] = useState<Message | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = members.data ? orderMembers(members.data.members) : null;
  const alone = list?.length === 1 && members.data?.invitations.length === 0;

  function setRole(member: TripMember, role: InvitedRole) {
    setProblem(null);
    changeRole.mutate(
      { userId: member.userId, role },
      { onError: (error) => setProblem(failure(t.roleChangeFailed, error)) },
    );
  }

  return (
    <Card className="companions__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {t.title}
        {list && <span className="companions__count">{list.length}</span>}
      </h2>
      {problem && <MessageBox {...problem} onClose={() => setProblem(null)} />}
      {list ? (
        <ul className="companion-list">
          {list.map((member) => (
            <CompanionRow
              key={member.userId}
              member={member}
              me={isMe(member, myEmail)}
              manage={owner && member.role !== 'owner'}
              changingRole={changeRole.isPending && changeRole.variables?.userId === member.userId}
              onRole={(role) => setRole(member, role)}
              onHandOver={() => setPending({ kind: 'handOver', member })}
              onRemove={() => setPending({ kind: 'remove', member })}
            />
          ))}
        </ul>
      ) : members.isError ? (
        <div className="companions__failed">
          <MessageBox {...failure(t.loadFailed, members.error)} />
          <RetryButton onRetry={() => void members.refetch()} retrying={members.isFetching} />
        </div>
      ) : (
        <CompanionRowsSkeleton />
      )}
      {owner && alone && <p className="companions__empty">{t.alone}</p>}
      {pending && (
        <PendingConfirmation
          pending={pending}
          destination={destination}
          onConfirm={() =>
            pending.kind === 'remove'
              ? remove.mutateAsync(pending.member.userId)
              : changeRole.mutateAsync({ userId: pending.member.userId, role: 'owner' })
          }
          onClose={() => setPending(null)}
        />
      )}
    </Card>
  );
}

interface CompanionRowProps {
  member: TripMember;
  me: boolean;
  manage: boolean;
  changingRole: boolean;
  onRole: (role: InvitedRole) => void;
  onHandOver: () => void;
  onRemove: () => void;
}

function CompanionRow({ member, me, manage, changingRole, onRole, onHandOver, onRemove }: CompanionRowProps) {
  const { roles, members: t } = useMessages().companions;
  return (
    <li className="companion">
      <span className="companion__photo" aria-hidden="true">
        <Avatar name={member.name} src={memberPhotoSrc(member.photo)} label="" />
      </span>
      <span className="companion__who">
        <span className="companion__name">
          {member.name}
          {me && <span className="companion__you"> {t.you}</span>}
        </span>
        <span className="companion__email">{member.email}</span>
      </span>
      {manage && INVITED_ROLES.includes(member.role as InvitedRole) ? (
        <SelectField
          label={t.roleOf(member.name)}
          hideLabel
          className="companion__role companion__role--select"
          value={member.role}
          disabled={changingRole}
          aria-busy={changingRole || undefined}
          onChange={(event) => onRole(event.target.value as InvitedRole)}
        >
          {INVITED_ROLES.map((role) => (
            <option key={role} value={role}>
              {roles[role]}
            </option>
          ))}
        </SelectField>
      ) : (
        <span className={`companion__role role-badge role-badge--${member.role}`}>{roles[member.role]}</span>
      )}
      {manage && (
        <span className="companion__actions">
          <Button variant="secondary" icon={<Crown aria-hidden="true" size={16} />} onClick={onHandOver}>
            {t.handOver}
            <span className="visually-hidden">{t.handOverTo(member.name)}</span>
          </Button>
          <Button variant="ghost" icon={<UserMinus aria-hidden="true" size={16} />} onClick={onRemove}>
            {t.remove}
            <span className="visually-hidden">{t.removeWho(member.name)}</span>
          </Button>
        </span>
      )}
    </li>
  );
}

interface PendingConfirmationProps {
  pending: Pending;
  destination: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

function PendingConfirmation({ pending, destination, onConfirm, onClose }: PendingConfirmationProps) {
  const t = useMessages();
  const { name } = pending.member;
  const texts =
    pending.kind === 'remove'
      ? t.companions.confirm.remove(name, destination)
      : t.companions.confirm.handOver(name, destination);
  const failedTitle =
    pending.kind === 'remove' ? t.companions.members.removeFailed : t.companions.members.handOverFailed;
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={t.common.cancel}
      onConfirm={onConfirm}
      failure={(error) => failure(failedTitle, error)}
      onClose={onClose}
    >
      <p>{texts.text}</p>
    </ConfirmDialog>
  );
}

/** Two members' rows as they will stand: a photo, a name and an e-mail, a role. */
export function CompanionRowsSkeleton() {
  return (
    <ul className="companion-list" aria-hidden="true">
      {[0, 1].map((row) => (
        <li key={row} className="companion companion--placeholder">
          <Skeleton shape="circle" />
          <span className="companion__who">
            <Skeleton width="60%" />
            <Skeleton width="80%" shape="text" />
          </span>
          <Skeleton shape="pill" width={88} />
        </li>
      ))}
    </ul>
  );
}
