import type { Account } from '@wayfarer/core';
import { useMemo } from 'react';
import { useMessages } from '@/i18n/language';
import { timeZoneChoices } from '../time-zones';
import { AccountSettingForm } from './account-setting-form';

/** The account's time zone: the one its days and its reminders' times are read in. */
export function TimeZoneForm({ account }: { account: Account }) {
  const t = useMessages();
  const choices = useMemo(
    () =>
      timeZoneChoices(Intl.supportedValuesOf('timeZone'), account.timeZone).map((zone) => ({
        value: zone,
        text: zone.replaceAll('_', ' '),
      })),
    [account.timeZone],
  );
  return (
    <AccountSettingForm account={account} field="timeZone" choices={choices} words={t.account.timeZone} />
  );
}
