import type { TripSummary } from '@wayfarer/core';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { MessageBox } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { LoadingRegion, Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { pageTitle } from '@/lib/page-titles';
import { currentTripOf, useTrips } from '../api/get-trips';
import { useTripMembers } from '../api/trip-members';
import { isMe } from '../companions';
import { destinationLabel } from '../trip-form';
import { CompanionList, CompanionRowsSkeleton } from './companion-list';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { RoleGuide } from './role-guide';
import { TripMembershipCard } from './trip-membership-card';
import './companions.css';

interface CompanionsProps {
  /** The signed-in user's e-mail (GET /user), which tells their own row; undefined while it loads. */
  myEmail: string | undefined;
}

/**
 * /companions: who plans the current trip and in which role; the owner invites by e-mail, revokes a
 * pending invitation, changes roles, removes a member, hands the trip over or deletes it; any other
 * member may leave. Each role is explained in plain words.
 */
export function Companions({ myEmail }: CompanionsProps) {
  const t = useMessages().companions.page;
  const trips = useTrips();
  const current = trips.data && currentTripOf(trips.data);
  return (
    <Page title={pageTitle('/companions')}>
      {current ? (
        <CompanionsOfTrip summary={current} myEmail={myEmail} />
      ) : trips.data ? (
        <MessageBox type="attention" title={t.noTrip} />
      ) : trips.isError ? (
        <div className="companions__failed">
          <MessageBox type="server_error" title={t.tripsLoadFailed} />
          <RetryButton onRetry={() => void trips.refetch()} retrying={trips.isFetching} />
        </div>
      ) : (
        <CompanionsSkeleton />
      )}
    </Page>
  );
}

function CompanionsOfTrip({ summary, myEmail }: { summary: TripSummary; myEmail: string | undefined }) {
  const t = useMessages().companions.page;
  const destination = destinationLabel(useCurrentTrip(), useFormats());
  const members = useTripMembers(summary.id);
  const owner = summary.role === 'owner';
  const me = members.data?.members.find((member) => isMe(member, myEmail));

  return (
    <div className="companions">
      <p className="companions__intro">{t.intro(destination)}</p>
      <div className="companions__main">
        <CompanionList
          tripId={summary.id}
          destination={destination}
          members={members}
          myEmail={myEmail}
          owner={owner}
        />
        {owner && <InviteForm tripId={summary.id} />}
        {owner && members.data && (
          <PendingInvitations tripId={summary.id} invitations={members.data.invitations} />
        )}
      </div>
      <div className="companions__aside">
        <RoleGuide myRole={summary.role} />
        <TripMembershipCard
          tripId={summary.id}
          destination={destination}
          role={summary.role}
          memberCount={members.data?.members.length ?? summary.memberCount}
          myUserId={me?.userId}
        />
      </div>
    </div>
  );
}

function CompanionsSkeleton() {
  const t = useMessages().companions.page;
  return (
    <LoadingRegion label={t.loading} className="companions">
      <Skeleton className="companions__intro-placeholder" />
      <div className="companions__main">
        <Card>
          <Skeleton shape="title" />
          <CompanionRowsSkeleton />
        </Card>
      </div>
      <div className="companions__aside">
        <Card>
          <Skeleton shape="title" />
          <SkeletonText lines={4} />
        </Card>
      </div>
    </LoadingRegion>
  );
}
