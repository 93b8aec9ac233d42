import type { BookingDraft } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { readBoardingPass } from './boarding-pass';
import { ISSUED } from './fixtures/fixtures';
import { draftMatches, foldDrafts, mergeDraft } from './merge';

const pass = readBoardingPass('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', ISSUED)!;

/** The flight as its confirmation mail books it: hours, a price, no seat yet. */
const booked: BookingDraft = {
  ...pass,
  source: 'email',
  provider: 'Air Canada',
  price: { amount: 98000, currency: 'CAD' },
  segments: [
    {
      ...pass.segments[0]!,
      departure: { local: '2026-11-22T18:40', zone: 'America/Toronto' },
      arrival: { local: '2026-11-23T07:55', zone: 'Europe/Berlin' },
      seat: '',
      ticketToken: '',
    },
  ],
};

describe('the merge of a booking imported twice', () => {
  it('matches the same reference and first segment, and a boarding pass of a booked flight without one', () => {
    expect(draftMatches(booked, { ...booked, title: 'again' })).toBe(true);
    expect(draftMatches(booked, { ...pass, reference: '' })).toBe(true);
    const otherDay = {
      ...pass.segments[0]!,
      departure: { local: '2026-11-29T00:00', zone: 'America/Toronto' },
    };
    expect(draftMatches(booked, { ...pass, reference: '', segments: [otherDay] })).toBe(false);
    expect(draftMatches(booked, { ...booked, reference: 'OTHER1', source: 'email' })).toBe(false);
    expect(draftMatches(booked, { ...booked, kind: 'train' })).toBe(false);
  });

  it('fills the gaps from the pass and keeps the booking’s hours and values', () => {
    const merged = mergeDraft(booked, pass);
    expect(merged.segments).toHaveLength(1);
    expect(merged.segments[0]).toMatchObject({
      departure: { local: '2026-11-22T18:40' },
      arrival: { local: '2026-11-23T07:55' },
      seat: '1A',
      ticketToken: pass.segments[0]!.ticketToken,
    });
    expect(merged.provider).toBe('Air Canada');
    expect(merged.price).toEqual({ amount: 98000, currency: 'CAD' });
  });

  it('never doubles: merging the same draft again changes nothing', () => {
    const once = mergeDraft(booked, pass);
    expect(mergeDraft(once, pass)).toEqual(once);
    expect(mergeDraft(once, booked)).toEqual(once);
  });

  it('takes a cancellation read later', () => {
    expect(mergeDraft(booked, { ...booked, status: 'cancelled' }).status).toBe('cancelled');
  });

  it('folds one file’s legs of one reference into one booking, in the order they leave', () => {
    const second = {
      ...pass.segments[0]!,
      from: { name: 'Frankfurt', code: 'FRA', lat: null, lon: null },
      number: '900',
      departure: { local: '2026-11-23T10:00', zone: 'Europe/Berlin' },
    };
    const folded = foldDrafts([{ ...booked, segments: [second] }, booked, booked]);
    expect(folded).toHaveLength(1);
    expect(folded[0]?.segments.map((segment) => segment.number)).toEqual(['834', '900']);
  });
});
