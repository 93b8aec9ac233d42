import type { Account, Trip } from '@wayfarer/core';
import { useId } from 'react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { useTrip } from '@/features/trip/api/get-trip';
import { useTrips } from '@/features/trip/api/get-trips';
import { TripSettingsForm } from '@/features/trip/components/trip-settings-form';
import { useUser } from '@/features/account/api/get-user';
import { LanguageForm } from '@/features/account/components/language-form';
import { PasswordChange } from '@/features/account/components/password-change';
import { ProfilePhoto } from '@/features/account/components/profile-photo';
import { TimeZoneForm } from '@/features/account/components/time-zone-form';
import { ReminderSettingsSection } from '@/features/calendar/components/reminder-settings-form';
import { DeleteAccount } from '@/features/account-data/components/delete-account';
import { DownloadData } from '@/features/account-data/components/download-data';
import { GoogleConfirmButton } from '@/features/auth/components/google-button';
import './my-account-page.css';
import { useTripAccess } from '@/lib/current-trip';

/**
 * /myaccount: who the user is (photo, name, e-mail, password, language), the trip's places and date, when the
 * reminders of the trip's dates come (and in which time zone), and the user's data as theirs: all of it
 * downloaded, or the account deleted.
 */
export function MyAccountPage() {
  const t = useMessages();
  const user = useUser();
  const trip = useTrip();
  const trips = useTrips();
  return (
    <Page title={t.layout.pageTitles['/myaccount']}>
      {user.data && trip.data ? (
        <div className="my-account">
          <ProfileCard user={user.data} />
          <TripCard trip={trip.data} />
          <RemindersCard account={user.data} />
          <DownloadData />
          <DeleteAccount
            trips={trips.data}
            confirmWithGoogle={(handlers) => <GoogleConfirmButton {...handlers} />}
          />
        </div>
      ) : (
        <MyAccountSkeleton />
      )}
    </Page>
  );
}

function ProfileCard({ user }: { user: Account }) {
  const titleId = useId();
  return (
    <Card className="my-account__profile" aria-labelledby={titleId}>
      <ProfilePhoto user={user}>
        <div className="my-account__who">
          <h2 id={titleId} className="my-account__name">
            {user.name}
          </h2>
          <p className="my-account__email">{user.email}</p>
        </div>
      </ProfilePhoto>
      <PasswordChange email={user.email} />
      <LanguageForm account={user} />
    </Card>
  );
}

function TripCard({ trip }: { trip: Trip }) {
  const t = useMessages();
  const titleId = useId();
  const { may } = useTripAccess();
  return (
    <Card className="my-account__trip" aria-labelledby={titleId}>
      <div className="my-account__trip-head">
        <h2 id={titleId}>{t.account.page.trip.title}</h2>
        <p>{t.account.page.trip.lead}</p>
      </div>
      <TripSettingsForm trip={trip} readOnly={!may.editDetails} />
    </Card>
  );
}

function RemindersCard({ account }: { account: Account }) {
  const t = useMessages();
  const titleId = useId();
  return (
    <Card className="my-account__reminders" aria-labelledby={titleId}>
      <div className="my-account__trip-head">
        <h2 id={titleId}>{t.account.page.reminders.title}</h2>
        <p>{t.account.page.reminders.lead}</p>
      </div>
      <ReminderSettingsSection />
      <div className="my-account__time-zone">
        <TimeZoneForm account={account} />
      </div>
    </Card>
  );
}

function MyAccountSkeleton() {
  const t = useMessages();
  return (
    <LoadingRegion label={t.account.page.loading} className="my-account">
      <Card className="my-account__profile">
        <Skeleton shape="circle" width={112} />
        <div className="my-account__who">
          <Skeleton shape="title" width="60%" />
          <Skeleton width="80%" />
        </div>
        <div className="my-account__profile-actions">
          <Skeleton shape="pill" width="100%" />
          <Skeleton width="50%" />
          <Skeleton shape="pill" width="100%" />
        </div>
      </Card>
      <Card className="my-account__trip">
        <div className="my-account__trip-head">
          <Skeleton shape="title" width={120} />
          <Skeleton width="70%" />
        </div>
        <div className="my-account__skeleton-fields">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="my-account__field">
              <Skeleton width={200} />
              <Skeleton height={48} />
            </div>
          ))}
        </div>
        <div className="my-account__actions">
          <Skeleton width={260} />
          <Skeleton shape="pill" width={140} />
        </div>
      </Card>
    </LoadingRegion>
  );
}
