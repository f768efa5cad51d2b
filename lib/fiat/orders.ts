import 'server-only';
import type { Attribution } from '@/lib/api/auth';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { log } from '@/lib/log';
import type { RampCheckout, RampInfo } from '@/lib/providers/onramp/contract';
import type { FiatCheckout } from './contract';

// The row a ramp checkout leaves in `orders` (ADR 0021): who the order is attributed to, with
// which vendor, for what; no address, IP or e-mail. Written once the vendor has answered, as the
// order exists from then on; the idempotency id is its key, so a repeated click is one row.

export interface RampOrder {
  /** Ours: the checkout's idempotency id. */
  id: string;
  attribution: Attribution;
}

/**
 * Records the checkout. A failed write is logged, not answered: the vendor's order exists
 * already, and the visitor's checkout matters more than its attribution.
 */
export async function recordRampOrder(
  order: RampOrder,
  input: FiatCheckout,
  info: Pick<RampInfo, 'id' | 'sandbox'>,
  checkout: RampCheckout,
): Promise<void> {
  const buy = input.side === 'buy';
  try {
    const db = await getDb();
    await db
      .insert(orders)
      .values({
        id: order.id,
        kind: 'ramp',
        provider: info.id,
        sandbox: info.sandbox,
        side: input.side,
        providerOrderId: checkout.orderId ?? null,
        fromCode: buy ? input.fiat : input.crypto,
        toCode: buy ? input.crypto : input.fiat,
        amountFrom: input.amount,
        method: input.method,
        via: input.via ?? null,
        source: order.attribution.source,
        partnerId: order.attribution.partnerId ?? null,
        keyId: order.attribution.keyId ?? null,
      })
      .onConflictDoNothing();
  } catch (error) {
    log.error('fiat checkout: the order was not recorded', { orderId: order.id, error });
  }
}
