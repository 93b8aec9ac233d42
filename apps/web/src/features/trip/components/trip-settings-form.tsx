import type { Trip } from '@wayfarer/core';
import { House, Plane } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { clearSession } from '../../../lib/session';
import { useUpdateTrip } from '../api/update-trip';
import { isSessionOver, tripMessages, tripSaveFailure } from '../messages';
import { destinationAddress, homeAddress, tripEditsPatch, type TripEdits } from '../trip-form';
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
 * My Account's trip: the three pickers prefilled from the saved trip, saved as a patch of what changed.
 * A viewer of the trip sees them disabled, and why.
 */
export function TripSettingsForm({ trip, readOnly = false }: TripSettingsFormProps) {
  const [, navigate] = useLocation();
  const update = useUpdateTrip();
  const [edits, setEdits] = useState<TripEdits>({});
  const [message, setMessage] = useState<Message | null>(null);
  const patch = tripEditsPatch(trip, edits);
  const home = edits.home === undefined ? homeAddress(trip) : (edits.home?.address ?? null);
  const destination =
    edits.destination === undefined ? destinationAddress(trip) : (edits.destination?.address ?? null);

  function edit(change: TripEdits) {
    setEdits((current) => ({ ...current, ...change }));
    setMessage(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!patch || update.isPending) return;
    setMessage(null);
    try {
      await update.mutateAsync(patch);
      setEdits({});
      setMessage(tripMessages.saved);
    } catch (error) {
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
      {readOnly && <MessageBox {...tripMessages.viewer} />}
      <fieldset className="trip-settings__fields" disabled={readOnly}>
        <div className="trip-settings__places">
          <CityPicker
            label="Where do live now?"
            icon={<House size={18} />}
            selected={home}
            onSelect={(city) => edit({ home: city })}
            onClear={() => edit({ home: null })}
          />
          <CityPicker
            label="Where do intend to go trip?"
            icon={<Plane size={18} />}
            selected={destination}
            onSelect={(city) => edit({ destination: city })}
            onClear={() => edit({ destination: null })}
          />
        </div>
        <div className="trip-settings__when">
          <TripDateField initialValue={trip.when} onChange={(when) => edit({ when })} />
        </div>
      </fieldset>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <div className="trip-settings__footer">
        <GeonamesCredit />
        {!readOnly && (
          <Button type="submit" inactive={!patch} busy={update.isPending}>
            Save
          </Button>
        )}
      </div>
    </form>
  );
}
