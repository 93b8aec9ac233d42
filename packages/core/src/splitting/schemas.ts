import { z } from 'zod';
import { rule, ruleIssue } from '../i18n/validation-rules';
import { currencyParamSchema } from '../geo/schemas';
import { MAX_MONEY_CENTS } from '../money/money';
import { singleLineText } from '../text/schemas';
import { PIX_CITY_MAX_LENGTH, PIX_NAME_MAX_LENGTH, pixText } from './br-code';
import { canonicalPixKey } from './pix-key';
import {
  amountProblems,
  MAX_PAYERS,
  MAX_SPLIT_MEMBERS,
  payersProblems,
  SETTLEMENT_METHODS,
  splitProblems,
  type SplittingProblem,
} from './rules';
import { SPLIT_MODES } from './shares';

/*
 * The contract of who paid, who owes (issue 64): a cost's payers and split, the balances answer, a
 * recorded payment between members and a member's PIX key. Money is integer minor units of the currency
 * named beside it.
 */

const userIdSchema = z.uuid();
const centsSchema = z.number().int().positive().max(MAX_MONEY_CENTS, rule('valueTooLarge'));
const NOTE_MAX_LENGTH = 500;
const PIX_TEXT_MAX_LENGTH = 100;

const addProblems = (
  context: z.RefinementCtx,
  problems: SplittingProblem[],
  from: (string | number)[] = [],
) => {
  for (const { rule: key, path } of problems)
    context.addIssue({ ...ruleIssue(key), path: [...from, ...path] });
};

export const payerSchema = z.object({
  userId: userIdSchema,
  /** Minor units of the cost's currency. */
  amount: centsSchema,
  /** A sponsor's gift: it lowers what the members split on owe and is owed back by no one. */
  gift: z.boolean().optional(),
});

/** Who paid a cost, each member once; their amounts sum to the cost's (refineSplitting). */
export const paidBySchema = z
  .array(payerSchema)
  .min(1)
  .max(MAX_PAYERS)
  .superRefine((paidBy, context) => addProblems(context, payersProblems(paidBy)));
export type PaidBy = z.infer<typeof paidBySchema>;

export const splitEntrySchema = z.object({
  userId: userIdSchema,
  /** Shares ('shares') or percent ('percent'), above 0 with at most two decimals. */
  weight: z.number().optional(),
  /** Minor units of the cost's currency ('exact'). */
  amount: z.number().int().min(0).max(MAX_MONEY_CENTS, rule('valueTooLarge')).optional(),
});

/** How a cost is split and among whom, each member once. */
export const splitSchema = z
  .object({ mode: z.enum(SPLIT_MODES), among: z.array(splitEntrySchema).min(1).max(MAX_SPLIT_MEMBERS) })
  .superRefine((split, context) => addProblems(context, splitProblems(split)));
export type SplitBody = z.infer<typeof splitSchema>;

/**
 * The checks of a cost's payers and split against its amount (minor units of the cost's own currency),
 * for the cost body's superRefine: `context` is the body's, and the issues name `paidBy` and `split.among`.
 */
export function refineSplitting(
  context: z.RefinementCtx,
  amount: number,
  { paidBy, split }: { paidBy: PaidBy; split: SplitBody },
): void {
  addProblems(context, amountProblems(amount, paidBy, split));
}

// ---- answers ----

export const memberBalanceSchema = z.object({
  userId: userIdSchema,
  name: z.string(),
  /** Paid towards the trip's costs, gifts included. */
  paid: z.number().int(),
  /** What of the costs the member bears: their shares less the gifts, and the gifts they gave. */
  share: z.number().int(),
  /** Received and sent in recorded payments. */
  received: z.number().int(),
  sent: z.number().int(),
  /** paid − share + sent − received: above 0 the member is owed, below 0 they owe. */
  balance: z.number().int(),
});
export type MemberBalanceAnswer = z.infer<typeof memberBalanceSchema>;

export const transferSchema = z.object({
  fromUserId: userIdSchema,
  toUserId: userIdSchema,
  amount: z.number().int().positive(),
  /** The costs that make the debt: those `toUserId` paid and `fromUserId` bears part of; may be empty. */
  costIds: z.array(z.uuid()),
  /** The static PIX code of a transfer in BRL to a member with a PIX key. */
  pix: z.object({ code: z.string() }).optional(),
});
export type TransferAnswer = z.infer<typeof transferSchema>;

/** GET /trips/:tripId/balances: every member's account and the fewest transfers that settle them. */
export const balancesSchema = z.object({
  currency: z.string(),
  members: z.array(memberBalanceSchema),
  transfers: z.array(transferSchema),
});
export type BalancesAnswer = z.infer<typeof balancesSchema>;

// ---- requests ----

/** POST /trips/:tripId/settlements: money one member paid another. */
export const settlementBodySchema = z
  .object({
    fromUserId: userIdSchema,
    toUserId: userIdSchema,
    amount: centsSchema,
    currency: currencyParamSchema,
    method: z.enum(SETTLEMENT_METHODS),
    note: singleLineText().max(NOTE_MAX_LENGTH).default(''),
  })
  .refine(({ fromUserId, toUserId }) => fromUserId !== toUserId, {
    ...rule('selfSettlement'),
    path: ['toUserId'],
  });
export type SettlementBody = z.input<typeof settlementBodySchema>;

/** A name or city that a PIX code can hold: some letter or digit left once pixText has cleaned it. */
const pixTextSchema = (max: number) =>
  singleLineText()
    .min(1)
    .max(PIX_TEXT_MAX_LENGTH)
    .refine((text) => pixText(text, max) !== '', rule('pixText'));

/** PUT /user/pix: the key as typed, kept as the directory writes it; the name and city its codes carry. */
export const pixKeyBodySchema = z.object({
  key: singleLineText()
    .max(PIX_TEXT_MAX_LENGTH)
    .transform((text, context) => {
      const canonical = canonicalPixKey(text);
      if (canonical) return canonical.key;
      context.addIssue(ruleIssue('pixKey'));
      return z.NEVER;
    }),
  name: pixTextSchema(PIX_NAME_MAX_LENGTH),
  city: pixTextSchema(PIX_CITY_MAX_LENGTH),
});
export type PixKeyBody = z.input<typeof pixKeyBodySchema>;
