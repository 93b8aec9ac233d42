import type { Account } from '@wayfarer/core';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { SelectField } from '../../../components/ui/select-field';
import { useMessages } from '../../../i18n/language';
import { saveFailure } from '../../../lib/save-failure';
import { useUpdateUser } from '../api/update-user';
import { timeZoneChoices } from '../time-zones';
import './time-zone-form.css';

/** The account's time zone: the one its days and its reminders' times are read in. */
export function TimeZoneForm({ account }: { account: Account }) {
  const t = useMessages();
  const update = useUpdateUser();
  const [zone, setZone] = useState(account.timeZone);
  const [message, setMessage] = useState<Message | null>(null);
  const choices = useMemo(
    () => timeZoneChoices(Intl.supportedValuesOf('timeZone'), account.timeZone),
    [account.timeZone],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (zone === account.timeZone || update.isPending) return;
    setMessage(null);
    update.mutate(
      { timeZone: zone },
      {
        onSuccess: () => setMessage({ type: 'success', title: t.account.timeZone.saved }),
        onError: (error) => setMessage(saveFailure(t.account.timeZone.notSaved, error)),
      },
    );
  }

  return (
    <form className="time-zone-form" noValidate onSubmit={handleSubmit}>
      <SelectField
        label={t.account.timeZone.label}
        value={zone}
        onChange={(event) => {
          setZone(event.target.value);
          setMessage(null);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <p className="time-zone-form__hint">{t.account.timeZone.hint}</p>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <Button
        type="submit"
        variant="secondary"
        block
        inactive={zone === account.timeZone}
        busy={update.isPending}
      >
        {t.account.timeZone.save}
      </Button>
    </form>
  );
}
