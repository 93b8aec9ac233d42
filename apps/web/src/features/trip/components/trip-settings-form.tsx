import type { Trip, TripPatchBody } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { House, Plane } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { useAskConflict } from '@/lib/conflict-choice';
import { clearSession } from '@/lib/session';
import { sendKeepingChoice, TheirsKept } from '@/lib/write-conflict';
import { tripQueryOptions } from '../api/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import { isSessionOver, tripMessages, tripSaveFailure } from '../messages';
import { destinationAddress, homeAddress, tripEditsPatch, type TripEdits } from '../trip-form';
import { tripConflict } from '../trip-conflicts';
import { CityPicker } from './city-picker';
import { GeonamesCredit } from './geonames-credit';
import { TripDateField } from './trip-date-field';
import './trip-settings-form.css';

interface TripSettingsFormProps {
  trip: Trip;
  /** The user may not change the trip's places and date (a viewer of it): shown, not offered. */
  readOnly?: boolean;
}

/**
 * My Account's trip: the three pickers prefilled from the saved trip, saved as a patch of what changed
 * against the version the edits began from, so a companion's change meanwhile is shown, not overwritten.
 * A viewer of the trip sees them disabled, and why.
 */
export function TripSettingsForm({ trip, readOnly = false }: TripSettingsFormProps) {
  const [, navigate] = useLocation();
  const t = useMessages();
  const queryClient = useQueryClient();
  const update = useUpdateTrip();
  const ask = useAskConflict();
  const [edits, setEdits] = useState<TripEdits>({});
  // The date field keeps its own text; a new key starts it again from the trip when edits are dropped.
  const [dateFieldKey, setDateFieldKey] = useState(0);
  const editedVersion = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState<Message | null>(null);
  const patch = tripEditsPatch(trip, edits);
  const home = edits.home === undefined ? homeAddress(trip) : (edits.home?.address ?? null);
  const destination =
    edits.destination === undefined ? destinationAddress(trip) : (edits.destination?.address ?? null);
  // A city typed over and none picked keeps the edits from being saved; the date's field says its own.
  // With none of these, Save waits for a change: there is nothing to say then.
  const attempt = useSendAttempt({
    home: edits.home === null ? t.trip.fields.homeMissing : null,
    destination: edits.destination === null ? t.trip.fields.destinationMissing : null,
    when: edits.whenDay === '' ? t.trip.fields.whenMissing : null,
  });

  function edit(change: TripEdits) {
    editedVersion.current ??= trip.version;
    setEdits((current) => ({ ...current, ...change }));
    setMessage(null);
  }

  function dropEdits() {
    editedVersion.current = undefined;
    setEdits({});
  }

  function save(body: TripPatchBody) {
    return sendKeepingChoice<Trip, Trip>({
      send: (against) => update.mutateAsync({ ...body, version: against?.version ?? editedVersion.current }),
      ask,
      conflictOf: (current) => tripConflict(current, { ...(current ?? trip), ...body }),
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || !attempt.trySend(event.currentTarget) || !patch) return;
    setMessage(null);
    try {
      await save(patch);
      dropEdits();
      setMessage(tripMessages().saved);
    } catch (error) {
      if (error instanceof TheirsKept) {
        if (error.current) queryClient.setQueryData(tripQueryOptions().queryKey, error.current as Trip);
        dropEdits();
        setDateFieldKey((key) => key + 1);
        return;
      }
      if (isSessionOver(error)) {
        clearSession();
        navigate('/login', { replace: true });
        return;
      }
      setMessage(tripSaveFailure(error));
    }
  }

  return (
    <form className="trip-settings" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {readOnly && <MessageBox {...tripMessages().viewer} />}
      <fieldset className="trip-settings__fields" disabled={readOnly}>
        <div className="trip-settings__places">
          <CityPicker
            label={t.trip.fields.home}
            icon={<House size={18} />}
            selected={home}
            onSelect={(city) => edit({ home: city })}
            onClear={() => edit({ home: null })}
            problem={attempt.problem('home')}
          />
          <CityPicker
            label={t.trip.fields.destination}
            icon={<Plane size={18} />}
            selected={destination}
            onSelect={(city) => edit({ destination: city })}
            onClear={() => edit({ destination: null })}
            problem={attempt.problem('destination')}
          />
        </div>
        <div className="trip-settings__when">
          <TripDateField
            key={dateFieldKey}
            initialValue={trip.whenDay}
            onChange={(whenDay) => edit({ whenDay })}
          />
        </div>
      </fieldset>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <div className="trip-settings__footer">
        <GeonamesCredit />
        {!readOnly && (
          <Button
            type="submit"
            inactive={attempt.ready && !patch}
            unready={!attempt.ready}
            busy={update.isPending}
          >
            {t.common.save}
          </Button>
        )}
      </div>
    </form>
  );
}
