import { and, isNotNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, outbox } from '@/lib/db/schema';
import { purgeExpiredQuotes } from '@/lib/rates/quote-store';

/** Idempotency-Keys are honoured for a day, as clients retry within minutes, not weeks. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** Sent emails are kept a month for support questions ("did you send me...?"). */
export const DELIVERED_OUTBOX_TTL_MS = 30 * 24 * 60 * 60_000;

/** Deletes answered Idempotency-Keys, delivered outbox rows and fixed quotes past their time. */
export async function cleanUpOldRows(now = Date.now()): Promise<void> {
  const db = await getDb();
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        isNotNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)),
      ),
    );
  await db
    .delete(outbox)
    .where(
      and(
        isNotNull(outbox.deliveredAt),
        lt(outbox.deliveredAt, new Date(now - DELIVERED_OUTBOX_TTL_MS)),
      ),
    );
  await purgeExpiredQuotes(new Date(now));
}
