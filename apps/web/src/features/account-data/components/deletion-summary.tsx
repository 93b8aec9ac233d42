import type { TripSummary } from '@wayfarer/core';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { tripName, type DeletionPlan } from '../deletion-plan';

interface TripFate {
  trip: TripSummary;
  /** What becomes of it, after its name. */
  fate: string;
}

/**
 * What the deletion does, trip by trip, then to what is the user's alone; the rule alone while the trips
 * are not known.
 */
export function DeletionSummary({ plan }: { plan: DeletionPlan | undefined }) {
  const { accountData: t } = useMessages();
  if (!plan) {
    return (
      <div className="deletion-summary">
        <p>{t.summary.rule}</p>
        <OwnData />
      </div>
    );
  }
  const handedOver = plan.handedOver.map(({ trip, heir }) => ({
    trip,
    fate: t.summary.passesTo(heir ?? t.summary.firstCompanion),
  }));
  const deleted = plan.deleted.map((trip) => ({
    trip,
    fate: t.summary.deleted,
  }));
  const left = plan.left.map((trip) => ({
    trip,
    fate: t.summary.left,
  }));
  return (
    <div className="deletion-summary">
      <TripGroup title={t.summary.handedOverTitle} fates={handedOver} />
      <TripGroup title={t.summary.deletedTitle} fates={deleted} />
      <TripGroup title={t.summary.leftTitle} fates={left} />
      <OwnData />
    </div>
  );
}

function OwnData() {
  const { accountData: t } = useMessages();
  return (
    <section className="deletion-summary__group">
      <h3>{t.summary.ownTitle}</h3>
      <p>{t.summary.own}</p>
    </section>
  );
}

function TripGroup({ title, fates }: { title: string; fates: TripFate[] }) {
  const format = useFormats();
  if (fates.length === 0) return null;
  return (
    <section className="deletion-summary__group">
      <h3>{title}</h3>
      <ul>
        {fates.map(({ trip, fate }) => (
          <li key={trip.id}>
            <strong>{tripName(trip, format)}</strong>
            {fate}
          </li>
        ))}
      </ul>
    </section>
  );
}
