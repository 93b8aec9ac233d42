import type { ValidationRule } from '../i18n/validation-rules';
import type { Payer } from './balances';
import { hundredthsOf, isSplitWeight, type Split } from './shares';

/*
 * The rules a cost's payers and split must keep beyond their fields' own checks, zod-free so that a form
 * can tell what is wrong as the schema will. Each problem is a validation rule and the path it is about.
 */

/** The most payers one cost may have, and the most members it may be split on: a trip's whole group. */
export const MAX_PAYERS = 20;
export const MAX_SPLIT_MEMBERS = 50;

export const SETTLEMENT_METHODS = ['pix', 'cash', 'transfer', 'other'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

export interface SplittingProblem {
  rule: ValidationRule;
  path: (string | number)[];
}

/** The second and later entries of a member already listed. */
function repeated(entries: readonly { userId: string }[]): SplittingProblem[] {
  const seen = new Set<string>();
  return entries.flatMap(({ userId }, index) => {
    if (seen.has(userId)) return [{ rule: 'memberOnce' as const, path: [index, 'userId'] }];
    seen.add(userId);
    return [];
  });
}

/** What is wrong with the payers alone: a member paying twice. Paths are into the list. */
export const payersProblems = (paidBy: readonly Payer[]): SplittingProblem[] => repeated(paidBy);

/**
 * What is wrong with a split alone, paths into it: a member twice; a weight missing or not above 0 with
 * at most two decimals in 'shares' and 'percent', percents not summing to 100; an amount missing in
 * 'exact'; a weight or amount the mode does not read.
 */
export function splitProblems(split: Split): SplittingProblem[] {
  const problems = repeated(split.among).map(({ rule, path }) => ({ rule, path: ['among', ...path] }));
  const weighted = split.mode === 'shares' || split.mode === 'percent';
  split.among.forEach(({ weight, amount }, index) => {
    if (weighted && (weight === undefined || !isSplitWeight(weight))) {
      problems.push({ rule: 'splitWeight', path: ['among', index, 'weight'] });
    }
    if (!weighted && weight !== undefined)
      problems.push({ rule: 'splitModeField', path: ['among', index, 'weight'] });
    if (split.mode === 'exact' && amount === undefined) {
      problems.push({ rule: 'splitAmount', path: ['among', index, 'amount'] });
    }
    if (split.mode !== 'exact' && amount !== undefined) {
      problems.push({ rule: 'splitModeField', path: ['among', index, 'amount'] });
    }
  });
  const percents = split.among.reduce((sum, { weight }) => sum + hundredthsOf(weight ?? 0), 0);
  if (split.mode === 'percent' && problems.length === 0 && percents !== 100 * 100) {
    problems.push({ rule: 'percentSum', path: ['among'] });
  }
  return problems;
}

/**
 * What is wrong with the payers and the split against the cost's amount (minor units of its own currency),
 * paths from the body: payers not summing to it, an exact split not summing to it.
 */
export function amountProblems(amount: number, paidBy: readonly Payer[], split: Split): SplittingProblem[] {
  const problems: SplittingProblem[] = [];
  if (paidBy.reduce((sum, payer) => sum + payer.amount, 0) !== amount) {
    problems.push({ rule: 'payersSum', path: ['paidBy'] });
  }
  if (split.mode === 'exact' && split.among.reduce((sum, entry) => sum + (entry.amount ?? 0), 0) !== amount) {
    problems.push({ rule: 'splitSum', path: ['split', 'among'] });
  }
  return problems;
}
