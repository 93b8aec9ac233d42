import type { MonthlyResumeFigures, TripResume } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import type { FigureTone } from './components/figure';

/** How a summing figure is drawn: its colour and, where the number alone could mislead, what it means. */
export interface FigureShown {
  tone: FigureTone;
  note: string;
}

/**
 * The trip resume's Result, total goals − trip costs − cash in hand, is what the cash still has to
 * cover: above 0 it is missing (red), at or below 0 the goals are covered and the number is the spare
 * with its sign turned, which is no loss but no green figure either. Without goals it is only the cash
 * with a minus sign, and says so.
 */
export function tripResultShown(
  resume: TripResume,
  t: Messages['finances']['trip'],
  money: (cents: number) => string,
): FigureShown {
  if (resume.totalGoals === 0) return { tone: 'plain', note: t.resultNoGoals };
  if (resume.result > 0) return { tone: 'loss', note: t.resultMissing };
  return { tone: 'plain', note: t.resultCovered(money(-resume.result)) };
}

/** The month's Profit: green above 0, red below with how much more went out, plain at 0. */
export function profitShown(
  resume: MonthlyResumeFigures,
  t: Messages['finances']['resume'],
  money: (cents: number) => string,
): FigureShown {
  if (resume.profit < 0) return { tone: 'loss', note: t.profitLoss(money(-resume.profit)) };
  return { tone: resume.profit > 0 ? 'gain' : 'plain', note: t.profitNote };
}

/**
 * The share of the entrances spent is 0% in a month without entrances (spec section 9), which would
 * read as nothing spent when something was: such a month says it had no entrances.
 */
export const spentWithoutEntrances = (resume: MonthlyResumeFigures): boolean =>
  resume.totalEntrances === 0 && resume.totalDomestic + resume.totalTrip > 0;
