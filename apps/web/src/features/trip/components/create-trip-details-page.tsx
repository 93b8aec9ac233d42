import { defaultTripDay, type CalendarDay, type CitySuggestion } from '@wayfarer/core';
import { House, MapPinned, Plane } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { CenteredPage } from '@/components/layout/centered-page';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { localDay } from '@/lib/calendar-day';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { adoptDeviceTimeZoneOfSession, zoneNotSaved } from '@/lib/device-time-zone';
import { clearSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { createTrip } from '../api/create-trip';
import { isSessionOver, tripSaveFailure } from '../messages';
import { newTripBody } from '../trip-form';
import { CityPicker } from './city-picker';
import { GeonamesCredit } from './geonames-credit';
import { TripDateField } from './trip-date-field';
import './create-trip-details.css';

/**
 * The onboarding a user with no trip lands on: home city, destination and date, then the dashboard.
 * "New trip" in the header's switcher opens it too (`?new`): POST /trip makes another trip, owned by
 * the user and current, and the way back to the trip they came from is offered.
 */
export function CreateTripDetailsPage() {
  const [, navigate] = useLocation();
  const t = useMessages();
  const anotherTrip = new URLSearchParams(useSearch()).has('new');
  const titleId = useId();
  const [home, setHome] = useState<CitySuggestion | null>(null);
  const [destination, setDestination] = useState<CitySuggestion | null>(null);
  const [initialWhen] = useState(() => defaultTripDay(localDay(Date.now())));
  const [when, setWhen] = useState<CalendarDay | ''>(initialWhen);
  const [saving, setSaving] = useState(false);
  const [exiting, setExiting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const body = newTripBody(home, destination, when);
  // The date's field says its own problem as soon as it has one.
  const attempt = useSendAttempt({
    home: home ? null : t.trip.fields.homeMissing,
    destination: destination ? null : t.trip.fields.destinationMissing,
    when: when === '' ? t.trip.fields.whenMissing : null,
  });
  // The first page of a new account: its zone is the device's from here on, whatever happens next.
  useEffect(() => {
    adoptDeviceTimeZoneOfSession().catch(zoneNotSaved);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !attempt.trySend(event.currentTarget) || !body) return;
    setSaving(true);
    setMessage(null);
    try {
      await createTrip(body);
      // A full reload at '/', as the spec's 200 asks: the app starts again with the trip in place.
      window.location.assign('/');
    } catch (error) {
      setSaving(false);
      if (isSessionOver(error)) {
        clearSession();
        navigate('/login', { replace: true });
        return;
      }
      setMessage(tripSaveFailure(error));
    }
  }

  async function exit() {
    setExiting(true);
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <CenteredPage>
      <DocumentTitle title={anotherTrip ? t.trip.newTrip.heading : t.trip.setup.title} />
      <div className="trip-setup">
        <header className="trip-setup__head">
          <span className="trip-setup__icon" aria-hidden="true">
            <MapPinned size={28} />
          </span>
          <h1 id={titleId}>{anotherTrip ? t.trip.newTrip.heading : t.trip.setup.title}</h1>
          <p>{anotherTrip ? t.trip.newTrip.intro : t.trip.setup.intro}</p>
        </header>
        <form
          className="trip-setup__form"
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <div className="trip-setup__route">
            <CityPicker
              label={t.trip.fields.home}
              placeholder={t.trip.setup.homePlaceholder}
              icon={<House size={18} />}
              selected={home?.address ?? null}
              onSelect={setHome}
              onClear={() => setHome(null)}
              problem={attempt.problem('home')}
            />
            <CityPicker
              label={t.trip.fields.destination}
              placeholder={t.trip.setup.destinationPlaceholder}
              icon={<Plane size={18} />}
              selected={destination?.address ?? null}
              onSelect={setDestination}
              onClear={() => setDestination(null)}
              problem={attempt.problem('destination')}
            />
          </div>
          <TripDateField initialValue={initialWhen} onChange={setWhen} />
          <GeonamesCredit />
          {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
          <Button type="submit" block unready={!body} busy={saving}>
            {t.common.save}
          </Button>
        </form>
        {anotherTrip ? (
          <Button variant="ghost" className="trip-setup__exit" onClick={() => navigate('/')}>
            {t.trip.newTrip.cancel}
          </Button>
        ) : (
          <Button variant="ghost" className="trip-setup__exit" busy={exiting} onClick={() => void exit()}>
            {t.trip.setup.exit}
          </Button>
        )}
      </div>
    </CenteredPage>
  );
}
