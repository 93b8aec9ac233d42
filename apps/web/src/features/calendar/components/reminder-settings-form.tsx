import { MAX_REMINDER_DAYS_BEFORE, type ReminderSettings } from '@wayfarer/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import { saveFailure } from '@/lib/save-failure';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { daysBeforeLabel, sameDays, withDayChosen } from '../reminder-days';
import './reminder-settings-form.css';

const DAY_CHOICES = Array.from({ length: MAX_REMINDER_DAYS_BEFORE + 1 }, (_, days) => days);

/** My Account's reminders: read, then the form, or why they could not be read. */
export function ReminderSettingsSection() {
  const t = useMessages();
  const settings = useReminderSettings();
  if (settings.data) return <ReminderSettingsForm saved={settings.data} />;
  if (settings.isError) {
    return (
      <div className="reminder-settings__failed">
        <MessageBox type="server_error" title={t.calendar.reminders.loadFailed} />
        <RetryButton onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      </div>
    );
  }
  return (
    <LoadingRegion label={t.calendar.reminders.loading} className="reminder-settings">
      <Skeleton width="60%" />
      <Skeleton shape="block" />
      <Skeleton shape="pill" width={140} />
    </LoadingRegion>
  );
}

/**
 * Whether reminders are mailed, which days before each date they come (the day itself up to two weeks
 * before), and at what time of the user's day. Each reminder shows in the header's bell too.
 */
function ReminderSettingsForm({ saved }: { saved: ReminderSettings }) {
  const t = useMessages();
  const save = useSaveReminderSettings();
  const [form, setForm] = useState(saved);
  const [message, setMessage] = useState<Message | null>(null);
  const timeValid = /^([01]\d|2[0-3]):[0-5]\d$/.test(form.time);
  const changed =
    form.email !== saved.email || form.time !== saved.time || !sameDays(form.daysBefore, saved.daysBefore);

  function edit(change: Partial<ReminderSettings>) {
    setForm((current) => ({ ...current, ...change }));
    setMessage(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!timeValid || !changed || save.isPending) return;
    setMessage(null);
    save.mutate(form, {
      onSuccess: () => {
        setMessage({ type: 'success', title: t.calendar.reminders.saved });
      },
      onError: (error) => setMessage(saveFailure(t.calendar.reminders.notSaved, error)),
    });
  }

  return (
    <form className="reminder-settings" noValidate onSubmit={handleSubmit}>
      <Checkbox
        label={t.calendar.reminders.byEmail}
        checked={form.email}
        onChange={(event) => edit({ email: event.target.checked })}
      />
      <fieldset className="reminder-settings__days">
        <legend className="field__label">{t.calendar.reminders.remindMe}</legend>
        <div className="reminder-settings__day-grid">
          {DAY_CHOICES.map((days) => (
            <Checkbox
              key={days}
              label={daysBeforeLabel(days)}
              checked={form.daysBefore.includes(days)}
              onChange={(event) =>
                edit({ daysBefore: withDayChosen(form.daysBefore, days, event.target.checked) })
              }
            />
          ))}
        </div>
      </fieldset>
      <TextInput
        label={t.calendar.reminders.timeOfDay}
        type="time"
        className="reminder-settings__time"
        value={form.time}
        invalid={!timeValid}
        hint={timeValid ? t.calendar.reminders.timeHint : t.calendar.reminders.timeInvalid}
        onChange={(event) => edit({ time: event.target.value })}
      />
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <div className="reminder-settings__footer">
        <Button type="submit" inactive={!timeValid || !changed} busy={save.isPending}>
          {t.calendar.reminders.save}
        </Button>
      </div>
    </form>
  );
}
