import 'server-only';
import type { Db } from '@/lib/db/client';
import { enqueuePartnerWebhook } from '@/lib/partner-webhooks';
import { getProvider } from '@/lib/rates/providers';
import { rowStatus, swapHistory, type SwapRow } from './rows';
import { isTerminal, type SwapStatus } from './status';
import type { WebhookSwap } from './webhook-schema';

// The swap.status_changed webhook of a swap attributed to a partner: written in the transaction
// that records the status change (./apply.ts), from the row and its history only (no catalogue
// read, which would wait on a connection the transaction holds).

export function webhookSwap(
  row: SwapRow,
  history: { status: string; at: Date }[],
  previousStatus: SwapStatus,
): WebhookSwap {
  const status = rowStatus(row);
  return {
    id: row.id,
    sandbox: row.sandbox,
    provider: { id: row.provider, name: getProvider(row.provider)?.info.name ?? row.provider },
    status,
    previousStatus,
    settled: isTerminal(status) && row.nextCheckAt === null,
    rateType: row.rateType as WebhookSwap['rateType'],
    direction: row.direction as WebhookSwap['direction'],
    from: { code: row.fromCode },
    to: { code: row.toCode },
    amountFrom: row.amountFrom,
    amountTo: row.amountTo ?? '',
    history: history.map((event) => ({
      status: event.status as SwapStatus,
      at: event.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Tells the swap's partner, if it has one with a webhook, that its status moved: a delivery and
 * its outbox message, in `tx` (the transaction that inserted the swap event).
 */
export async function queueSwapStatusWebhook(
  tx: Db,
  row: SwapRow,
  previousStatus: SwapStatus,
): Promise<void> {
  if (!row.partnerId) return;
  await enqueuePartnerWebhook(tx, {
    partnerId: row.partnerId,
    event: 'swap.status_changed',
    swapId: row.id,
    data: webhookSwap(row, await swapHistory(tx, row.id), previousStatus),
  });
}
