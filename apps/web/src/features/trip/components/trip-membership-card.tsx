import type { TripRole } from '@wayfarer/core';
import { DoorOpen, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/i18n/language';
import { useChangeCurrentTrip, useTripAccess } from '@/lib/current-trip';
import { deleteTrip, leaveTrip } from '../api/trip-members';
import { failure } from '../messages';

interface TripMembershipCardProps {
  tripId: string;
  destination: string;
  role: TripRole;
  memberCount: number;
  /** The user's own id among the members, once they are loaded: leaving names it. */
  myUserId: string | undefined;
}

/**
 * Leaving the trip (any member but its owner, who hands it over first), or, for the owner, deleting it.
 * Either asks first, naming what goes; then the app moves to another trip of the user's, or onboarding.
 */
export function TripMembershipCard({
  tripId,
  destination,
  role,
  memberCount,
  myUserId,
}: TripMembershipCardProps) {
  const titleId = useId();
  const { common, companions } = useMessages();
  const t = companions.membership;
  const { may } = useTripAccess();
  const changeCurrentTrip = useChangeCurrentTrip();
  const [asking, setAsking] = useState(false);
  const owner = role === 'owner';

  if (owner && !may.deleteTrip) return null;
  const texts = owner
    ? companions.confirm.deleteTrip(destination, memberCount)
    : companions.confirm.leave(destination);

  return (
    <Card className="companions__card trip-exit" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {owner ? t.deleteTrip : t.leave}
      </h2>
      <p className="companions__note">{owner ? t.deleteText : t.leaveText}</p>
      <div className="trip-exit__actions">
        <Button
          variant="danger"
          icon={owner ? <Trash2 aria-hidden="true" size={18} /> : <DoorOpen aria-hidden="true" size={18} />}
          inactive={!owner && myUserId === undefined}
          onClick={() => setAsking(true)}
        >
          {owner ? t.deleteButton : t.leaveButton}
        </Button>
      </div>
      {owner && <p className="companions__note">{t.ownerCannotLeave}</p>}
      {asking && (
        <ConfirmDialog
          title={texts.title}
          confirmLabel={texts.confirm}
          cancelLabel={common.cancel}
          onConfirm={() =>
            changeCurrentTrip(() => (owner ? deleteTrip(tripId) : leaveTrip(tripId, myUserId ?? '')))
          }
          failure={(error) => failure(owner ? t.deleteFailed : t.leaveFailed, error)}
          onClose={() => setAsking(false)}
        >
          <p>{texts.text}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
