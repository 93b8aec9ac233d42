import type { TripSummary } from '@wayfarer/core';
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
  if (!plan) {
    return (
      <div className="deletion-summary">
        <p>
          Each trip you share and own passes to the companion who joined first; trips you own alone are
          deleted with their board, goals, costs and files; trips of others you leave, and what you added
          stays there, marked “Former member”.
        </p>
        <OwnData />
      </div>
    );
  }
  const handedOver = plan.handedOver.map(({ trip, heir }) => ({
    trip,
    fate: ` passes to ${heir ?? 'the companion who joined first'}, who becomes its owner.`,
  }));
  const deleted = plan.deleted.map((trip) => ({
    trip,
    fate: ' is deleted with its board, its goals and costs and its files.',
  }));
  const left = plan.left.map((trip) => ({
    trip,
    fate: ': you leave it; what you added stays there, marked “Former member”.',
  }));
  return (
    <div className="deletion-summary">
      <TripGroup title="Handed over" fates={handedOver} />
      <TripGroup title="Deleted" fates={deleted} />
      <TripGroup title="Left" fates={left} />
      <OwnData />
    </div>
  );
}

function OwnData() {
  return (
    <section className="deletion-summary__group">
      <h3>Deleted too</h3>
      <p>
        Your account, your entrances, domestic goals and costs, your photo, your notifications and reminders,
        and your calendar feed.
      </p>
    </section>
  );
}

function TripGroup({ title, fates }: { title: string; fates: TripFate[] }) {
  if (fates.length === 0) return null;
  return (
    <section className="deletion-summary__group">
      <h3>{title}</h3>
      <ul>
        {fates.map(({ trip, fate }) => (
          <li key={trip.id}>
            <strong>{tripName(trip)}</strong>
            {fate}
          </li>
        ))}
      </ul>
    </section>
  );
}
