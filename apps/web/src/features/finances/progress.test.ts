import { describe, expect, it } from 'vitest';
import { ringFill, tripBar } from './progress';

describe('ringFill', () => {
  it('fills the ring as the goal is spent, and no further than full', () => {
    expect(ringFill(0)).toBe(0);
    expect(ringFill(40.92)).toBeCloseTo(0.4092);
    expect(ringFill(250)).toBe(1);
    expect(ringFill(-3)).toBe(0);
    expect(ringFill(Number.NaN)).toBe(0);
  });
});

describe('tripBar', () => {
  const resume = (totalGoals: number, totalSpent: number, cashInHand: number) => ({
    totalGoals,
    totalSpent,
    cashInHand,
    result: totalGoals - totalSpent - cashInHand,
    percentage: 0,
  });

  it('shows what was spent and what the cash in hand covers of the goals', () => {
    expect(tripBar(resume(100_000, 25_000, 50_000))).toEqual({ spent: 25, cash: 50 });
  });
  it('never draws past the end', () => {
    const full = tripBar(resume(120_000, 45_025, 224_975));
    expect(full.spent).toBeCloseTo(37.52, 2);
    expect(full.spent + full.cash).toBeCloseTo(100, 10);
    expect(tripBar(resume(100, 500, 0))).toEqual({ spent: 100, cash: 0 });
  });
  it('draws no cash when it is negative, and nothing without goals', () => {
    expect(tripBar(resume(100_000, 10_000, -5_000))).toEqual({ spent: 10, cash: 0 });
    expect(tripBar(resume(0, 10_000, 5_000))).toEqual({ spent: 0, cash: 0 });
  });
});
