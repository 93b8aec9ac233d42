import type { TripMember, TripSummary } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { formats } from '@/i18n/formats';
import { deletionPlan, tripName, tripsToHandOver } from './deletion-plan';

const trip = (id: string, role: TripSummary['role'], memberCount: number): TripSummary => ({
  id,
  tripCity: `City ${id}`,
  tripCountry: 'France',
  tripCountrySlug: 'FR',
  when: Date.UTC(2027, 1, 15, 12),
  whenDay: '2027-02-15',
  returnDate: null,
  role,
  current: false,
  memberCount,
});

const member = (name: string, role: TripMember['role']): TripMember => ({
  userId: crypto.randomUUID(),
  name,
  email: `${name}@example.com`,
  photo: '',
  role,
});

describe('deletionPlan', () => {
  const alone = trip('alone', 'owner', 1);
  const shared = trip('shared', 'owner', 2);
  const crowded = trip('crowded', 'owner', 3);
  const joined = trip('joined', 'editor', 4);
  const followed = trip('followed', 'viewer', 2);
  const trips = [alone, shared, crowded, joined, followed];

  it('deletes the trips owned alone, hands the shared ones over and leaves the others’', () => {
    const plan = deletionPlan(trips, () => undefined);
    expect(plan.deleted).toEqual([alone]);
    expect(plan.handedOver.map((entry) => entry.trip)).toEqual([shared, crowded]);
    expect(plan.left).toEqual([joined, followed]);
  });

  it('names the heir of a trip with one companion, and no one among several', () => {
    const members: Record<string, TripMember[]> = {
      shared: [member('Ana', 'owner'), member('Caio', 'editor')],
      crowded: [member('Ana', 'owner'), member('Bea', 'viewer'), member('Caio', 'editor')],
    };
    const plan = deletionPlan(trips, (id) => members[id]);
    expect(plan.handedOver).toEqual([
      { trip: shared, heir: 'Caio' },
      { trip: crowded, heir: null },
    ]);
  });

  it('names no heir while the members are unknown', () => {
    expect(deletionPlan([shared], () => undefined).handedOver).toEqual([{ trip: shared, heir: null }]);
  });

  it('reads the members of the shared trips the user owns only', () => {
    expect(tripsToHandOver(trips)).toEqual([shared, crowded]);
  });

  it('names a trip by its city and country, in the reader’s language', () => {
    expect(tripName(shared, formats('en'))).toBe('City shared, France');
    expect(tripName(shared, formats('pt-BR'))).toBe('City shared, França');
  });
});
