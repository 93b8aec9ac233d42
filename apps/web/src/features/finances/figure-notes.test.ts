import type { MonthlyResumeFigures, TripResume } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { ptBR } from '@/i18n/pt-BR';
import { profitShown, spentWithoutEntrances, tripResultShown } from './figure-notes';

/** Amounts written by hand, as '$ 12.34', so the notes are checked without the app's formats. */
const money = (cents: number) => `$ ${(cents / 100).toFixed(2)}`;

function trip(totalGoals: number, totalSpent: number, cashInHand: number): TripResume {
  return {
    totalGoals,
    totalSpent,
    cashInHand,
    result: totalGoals - totalSpent - cashInHand,
    percentage: 0,
  };
}

function month(totalEntrances: number, totalDomestic: number, totalTrip: number): MonthlyResumeFigures {
  return {
    totalEntrances,
    totalDomestic,
    totalTrip,
    profit: totalEntrances - totalDomestic - totalTrip,
    percentage: 0,
  };
}

describe("the trip resume's Result", () => {
  it('is never green: without goals it says a goal is needed, though the cash makes it negative', () => {
    // No goals, nothing spent, 3,883.81 in hand: the result is −3,883.81, as the issue saw it.
    expect(tripResultShown(trip(0, 0, 388_381), en.finances.trip, money)).toEqual({
      tone: 'plain',
      note: 'Add a trip goal to see what your cash still has to cover.',
    });
    expect(tripResultShown(trip(0, 0, 0), ptBR.finances.trip, money).tone).toBe('plain');
  });

  it('is red and says what is missing while the cash does not cover the goals', () => {
    // Goals 1,200.00, 450.25 spent, 300.00 in hand: 449.75 still missing.
    expect(tripResultShown(trip(120_000, 45_025, 30_000), en.finances.trip, money)).toEqual({
      tone: 'loss',
      note: 'Still missing to reach the trip goals.',
    });
  });

  it('is plain and names the spare once the goals are covered, the negative number turned round', () => {
    // Goals 1,200.00, 450.25 spent, 1,000.00 in hand: −250.25, that is 250.25 to spare.
    expect(tripResultShown(trip(120_000, 45_025, 100_000), en.finances.trip, money)).toEqual({
      tone: 'plain',
      note: 'The trip goals are covered, with $ 250.25 to spare.',
    });
    expect(tripResultShown(trip(120_000, 45_025, 100_000), ptBR.finances.trip, money).note).toBe(
      'As metas da viagem estão cobertas, com $ 250.25 de sobra.',
    );
  });
});

describe("the month's Profit", () => {
  it('is red below 0 and says by how much more went out', () => {
    // 100.00 in, 80.00 at home and 45.50 on the trip: 25.50 more out than in.
    expect(profitShown(month(10_000, 8_000, 4_550), en.finances.resume, money)).toEqual({
      tone: 'loss',
      note: '$ 25.50 more went out than came in.',
    });
  });

  it('is green above 0, plain in an empty month, and says what it adds up', () => {
    expect(profitShown(month(10_000, 2_000, 0), en.finances.resume, money).tone).toBe('gain');
    expect(profitShown(month(0, 0, 0), en.finances.resume, money)).toEqual({
      tone: 'plain',
      note: 'Entrances minus the domestic and trip costs.',
    });
  });
});

describe('the share of the entrances spent', () => {
  it('tells a month that spent without entrances from one that spent nothing', () => {
    expect(spentWithoutEntrances(month(0, 1_000, 0))).toBe(true);
    expect(spentWithoutEntrances(month(0, 0, 0))).toBe(false);
    expect(spentWithoutEntrances(month(5_000, 1_000, 0))).toBe(false);
  });
});
