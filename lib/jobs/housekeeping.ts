import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, mailRecipientCounts, outbox, swaps } from '@/lib/db/schema';
import { MAX_ATTEMPTS } from '@/lib/mail/deliver';
import { purgeExpiredQuotes } from '@/lib/rates/quote-store';

/** Idempotency-Keys are honoured for a day, as clients retry within minutes, not weeks. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** Sent emails are kept a month for support questions ("did you send me...?"). */
export const DELIVERED_OUTBOX_TTL_MS = 30 * 24 * 60 * 60_000;
/**
 * Swaps that were never created hold an email and addresses but no funds: kept a month for
 * support, like sent emails, then deleted.
 */
export const FAILED_SWAP_TTL_MS = 30 * 24 * 60 * 60_000;
/** Daily mail counts matter for their own UTC day; two days cover any clock skew. */
const MAIL_COUNT_TTL_MS = 2 * 24 * 60 * 60_000;

/**
 * Deletes what has served its purpose: Idempotency-Keys past their day (answered, or claims
 * nobody answered), delivered or abandoned outbox rows, failed creations, old mail counts and
 * expired fixed quotes.
 */
export async function cleanUpOldRows(now = Date.now()): Promise<void> {
  const db = await getDb();
  const keyCutoff = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, keyCutoff),
        or(isNotNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.lockedUntil, keyCutoff)),
      ),
    );
  const outboxCutoff = new Date(now - DELIVERED_OUTBOX_TTL_MS);
  await db
    .delete(outbox)
    .where(
      or(
        and(isNotNull(outbox.deliveredAt), lt(outbox.deliveredAt, outboxCutoff)),
        and(
          isNull(outbox.deliveredAt),
          gte(outbox.attempts, MAX_ATTEMPTS),
          lt(outbox.createdAt, outboxCutoff),
        ),
      ),
    );
  await db
    .delete(swaps)
    .where(
      and(
        eq(swaps.phase, 'failed_to_create'),
        lt(swaps.updatedAt, new Date(now - FAILED_SWAP_TTL_MS)),
      ),
    );
  const countCutoff = new Date(now - MAIL_COUNT_TTL_MS).toISOString().slice(0, 10);
  await db.delete(mailRecipientCounts).where(lt(mailRecipientCounts.day, countCutoff));
  await purgeExpiredQuotes(new Date(now));
}
