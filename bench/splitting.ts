/**
 * How long the rules of a trip's balances take at the size: 20 members and 5,000 costs in two
 * currencies, every mode, some gifts and a few payments, then the settle-up (20 members with a balance,
 * so the exact search runs over all 2^20 subsets) and the costs behind each transfer. The API's target is
 * 50 ms p99 for the whole call; the rules should take a few of them. The conversion at each cost's rate
 * is core's convertCents, as the server's two-currency rules use it.
 *
 *   node --import tsx bench/splitting.ts            (200 runs)
 *   RUNS=50 node --import tsx bench/splitting.ts
 */
import { performance } from 'node:perf_hooks';
import { balancesOf, convertCents, costIdsBehind, settleUp } from '@wayfarer/core';
import fc from 'fast-check';
import {
  memberId,
  RATES,
  splitOf,
  type TripCost,
  type TripSettlement,
} from '../packages/core/src/splitting/testing/trips';

const RUNS = Number(process.env.RUNS ?? 200);
const MEMBERS = 20;
const COSTS = 5000;

const userIds = Array.from({ length: MEMBERS }, (_, index) => memberId(index));
const members = userIds.map((userId, index) => ({ userId, name: `Member ${index}` }));
const costArbitrary = fc
  .record({
    amount: fc.integer({ min: 100, max: 500_000 }),
    payer: fc.constantFrom(...userIds),
    // One cost in ten or so is paid half by the sponsor (the last member) as a gift.
    sponsorGift: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
    among: fc.shuffledSubarray(userIds, { minLength: 2, maxLength: MEMBERS }),
    currency: fc.constantFrom('BRL', 'EUR'),
  })
  .chain(({ amount, payer, sponsorGift, among, currency }) =>
    splitOf(amount, among).map((split) => ({ amount, payer, sponsorGift, split, currency })),
  );
const drawn = fc.sample(costArbitrary, { numRuns: COSTS, seed: 64 });
const costs: TripCost[] = drawn.map(({ amount, payer, sponsorGift, split, currency }, index) => ({
  id: memberId(10_000 + index),
  amount,
  currency,
  paidBy:
    sponsorGift && payer !== userIds.at(-1)
      ? [
          { userId: payer, amount: amount - Math.floor(amount / 2) },
          { userId: userIds.at(-1) ?? payer, amount: Math.floor(amount / 2), gift: true },
        ]
      : [{ userId: payer, amount }],
  split,
}));
const settlements: TripSettlement[] = userIds.slice(1).map((userId, index) => ({
  fromUserId: userId,
  toUserId: userIds[0] ?? userId,
  amount: 1000 * (index + 1),
  currency: 'BRL',
}));
const toBrl = (amount: number, item: TripCost | TripSettlement) =>
  convertCents(amount, RATES[item.currency] ?? '1');

function once() {
  const balances = balancesOf(costs, settlements, members, toBrl);
  const transfers = settleUp(balances);
  costIdsBehind(transfers, costs);
  return { balances, transfers };
}

const { balances, transfers } = once();
// Wall time, and the CPU time this process spent, which other work on a shared machine moves less.
const wall: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  const used = process.cpuUsage();
  once();
  const { user, system } = process.cpuUsage(used);
  wall.push(performance.now() - start);
  cpu.push((user + system) / 1000);
}
const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0).toFixed(2);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
};
console.log(
  `${MEMBERS} members (${balances.filter(({ balance }) => balance !== 0).length} with a balance), ${COSTS} costs, ` +
    `${transfers.length} transfers; ${RUNS} runs. Wall: ${percentiles(wall)}. CPU: ${percentiles(cpu)}.`,
);
