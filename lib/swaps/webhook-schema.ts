import '@/lib/zod-jitless';
import type { z } from 'zod';
import { swapSideSchema, swapViewSchema } from './view-schema';

// `data` of a swap.status_changed webhook (docs/partners/webhooks.md): the API's public swap
// view (./view-schema.ts) without the addresses, memos, transaction hashes and explorer links —
// a swap attributed through a `ref` link is a visitor's, whose wallets the partner need not
// know — and, as in every view, never an e-mail address or an IP. Browser-safe: zod only.

export const webhookSwapSchema = swapViewSchema
  .pick({
    id: true,
    sandbox: true,
    status: true,
    settled: true,
    rateType: true,
    direction: true,
    amountFrom: true,
    amountTo: true,
    history: true,
    createdAt: true,
    updatedAt: true,
    expiresAt: true,
  })
  .extend({
    provider: swapViewSchema.shape.provider.pick({ id: true, name: true }),
    from: swapSideSchema.pick({ code: true }),
    to: swapSideSchema.pick({ code: true }),
    /** The status before this change. */
    previousStatus: swapViewSchema.shape.status,
  });

export type WebhookSwap = z.infer<typeof webhookSwapSchema>;
