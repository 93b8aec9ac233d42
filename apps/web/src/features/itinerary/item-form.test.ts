import type { ItineraryDay } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { emptyItemForm, itemFields, itemProblems, withPlace } from './item-form';

const day = (id: string, date: string | null): ItineraryDay => ({
  id,
  date,
  title: '',
  notes: '',
  version: 1,
  can: { edit: true, delete: true },
  items: [],
});
const days = [day('d1', '2027-03-08'), day('d2', '2027-03-09'), day('d3', '2027-03-10'), day('d4', null)];
const azulejo = { name: 'Museu Nacional do Azulejo', lat: 38.7246, lon: -9.1137 };

describe('the item form', () => {
  it('takes the place’s name as the title until one is typed', () => {
    const form = withPlace(emptyItemForm('place', 'd1'), azulejo);
    expect(form.title).toBe(azulejo.name);
    expect(withPlace({ ...form, title: 'Tiles', titleTyped: true }, null).title).toBe('Tiles');
  });

  it('sends a place’s times as wall times, leaving their zone to the place unless one is named', () => {
    const form = { ...withPlace(emptyItemForm('place', 'd1'), azulejo), start: '2027-03-08T10:00' };
    expect(itemFields(form, days, en)).toMatchObject({
      kind: 'place',
      title: azulejo.name,
      place: azulejo,
      start: { local: '2027-03-08T10:00' },
      end: null,
    });
    expect(itemFields({ ...form, zone: 'Europe/Lisbon' }, days, en).start).toEqual({
      local: '2027-03-08T10:00',
      zone: 'Europe/Lisbon',
    });
  });

  it('sends a stay from its check-in day to its check-out day, and refuses them the wrong way round', () => {
    const form = { ...withPlace(emptyItemForm('stay', 'd1'), azulejo), checkOutDayId: 'd3' };
    expect(itemFields(form, days, en)).toMatchObject({
      start: { local: '2027-03-08T15:00' },
      end: { local: '2027-03-10T11:00' },
    });
    expect(itemProblems(form, days, en).checkOut).toBeNull();
    expect(itemProblems({ ...form, checkOutDayId: 'd1' }, days, en).checkOut).toBe(
      en.itinerary.itemForm.checkOutBeforeCheckIn,
    );
    expect(itemProblems({ ...form, checkOutDayId: 'd4' }, days, en).checkOut).not.toBeNull();
  });

  it('names a transport by its mode and ends when no title is typed, and sends them', () => {
    const form = {
      ...emptyItemForm('transport', 'd2'),
      from: { name: 'Lisboa', lat: 38.7, lon: -9.1 },
      to: { name: 'Porto', lat: 41.1, lon: -8.6 },
      carrier: ' TAP ',
      number: 'TP 1944',
    };
    expect(itemProblems(form, days, en).title).toBeNull();
    expect(itemFields(form, days, en)).toMatchObject({
      kind: 'transport',
      title: 'Flight Lisboa → Porto',
      mode: 'flight',
      carrier: 'TAP',
      number: 'TP 1944',
      place: null,
    });
  });

  it('asks a place for its place and a note for its title', () => {
    expect(itemProblems(emptyItemForm('place', 'd1'), days, en)).toMatchObject({
      place: en.itinerary.itemForm.placeMissing,
      title: en.itinerary.itemForm.titleMissing,
    });
    expect(itemProblems(emptyItemForm('note', 'd1'), days, en).place).toBeNull();
  });
});
