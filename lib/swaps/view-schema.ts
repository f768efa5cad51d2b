import '@/lib/zod-jitless';
import { z } from 'zod';
import { quoteDirectionSchema, rateTypeSchema } from '@/lib/rates/contract';
import { SWAP_STATUSES } from './status';

// The public view of a swap: what POST /api/v1/swaps, GET /api/v1/swaps/{id} and the sandbox
// simulation answer (part of ./contract.ts, which re-exports it). Browser-safe: zod only.

/** What the sandbox can play next; POST /api/v1/swaps/{id}/simulate takes one. */
export const simulateActionSchema = z.enum(['deposit', 'fail', 'refund']);

const swapStatusSchema = z.enum(SWAP_STATUSES);

export const swapSideSchema = z.object({
  /** Our currency code, e.g. 'usdttrc20'. */
  code: z.string(),
  ticker: z.string(),
  name: z.string(),
  network: z.string(),
  networkName: z.string(),
  icon: z.string(),
});

const swapHistoryEntrySchema = z.object({ status: swapStatusSchema, at: z.iso.datetime() });

export const swapViewSchema = z.object({
  /** Public Swap ID: random, unguessable, short enough to read aloud. */
  id: z.string(),
  sandbox: z.boolean(),
  provider: z.object({ id: z.string(), name: z.string(), website: z.string() }),
  status: swapStatusSchema,
  /**
   * True once nothing can change any more. A final-looking status can still move for a while
   * (an overdue swap that accepts a late deposit, a refund being sent): the site keeps asking
   * the provider, and clients should keep polling, until this is true.
   */
  settled: z.boolean(),
  rateType: rateTypeSchema,
  direction: quoteDirectionSchema,
  from: swapSideSchema,
  to: swapSideSchema,
  /** Decimal strings; expected until the provider reports the actual amounts. */
  amountFrom: z.string(),
  amountTo: z.string(),
  depositAddress: z.string(),
  /** Memo/tag the deposit must carry; null when none. */
  depositExtraId: z.string().nullable(),
  payoutAddress: z.string(),
  payoutExtraId: z.string().nullable(),
  /** Masked ('bc1qar…5mdq'): only the first 6 and last 4 characters are public. */
  refundAddress: z.string().nullable(),
  refundExtraId: z.string().nullable(),
  depositHash: z.string().nullable(),
  payoutHash: z.string().nullable(),
  explorer: z.object({
    depositTx: z.string().nullable(),
    payoutTx: z.string().nullable(),
    payoutAddress: z.string().nullable(),
  }),
  history: z.array(swapHistoryEntrySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Fixed rate: when the deposit must have arrived. */
  expiresAt: z.iso.datetime().nullable(),
  /** Sandbox only: actions POST /api/v1/swaps/{id}/simulate accepts now. */
  simulate: z.array(simulateActionSchema),
});

export type SimulateAction = z.infer<typeof simulateActionSchema>;
export type SwapSide = z.infer<typeof swapSideSchema>;
export type SwapHistoryEntry = z.infer<typeof swapHistoryEntrySchema>;
export type SwapView = z.infer<typeof swapViewSchema>;
