import 'server-only';
import type { Db } from '@/lib/db/client';
import { findDelivery, enqueuePartnerWebhook, type DeliveryRow } from './deliveries';

/** What a webhook.test event's data says. */
export const TEST_EVENT_MESSAGE =
  'A test event: your endpoint is reachable and can check the signature.';

/**
 * Queues a `webhook.test` event to the partner's URL; null when the partner has no webhook URL
 * and secret (or is not active).
 */
export async function sendTestWebhook(db: Db, partnerId: string): Promise<DeliveryRow | null> {
  return db.transaction(async (tx) => {
    const id = await enqueuePartnerWebhook(tx, {
      partnerId,
      event: 'webhook.test',
      swapId: null,
      data: { test: true, message: TEST_EVENT_MESSAGE },
    });
    return id ? findDelivery(tx, partnerId, id) : null;
  });
}
