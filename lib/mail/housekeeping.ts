import 'server-only';
import { and, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailRecipientCounts, outbox } from '@/lib/db/schema';
import { MAX_ATTEMPTS } from './deliver';

/** Sent emails are kept a month for support questions ("did you send me...?"). */
export const DELIVERED_OUTBOX_TTL_MS = 30 * 24 * 60 * 60_000;
/** Daily mail counts matter for their own UTC day; two days cover any clock skew. */
const MAIL_COUNT_TTL_MS = 2 * 24 * 60 * 60_000;

/** Deletes delivered or abandoned outbox rows a month old and past days' mail counts. */
export async function cleanUpMail(now: number): Promise<void> {
  const db = await getDb();
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
  const countCutoff = new Date(now - MAIL_COUNT_TTL_MS).toISOString().slice(0, 10);
  await db.delete(mailRecipientCounts).where(lt(mailRecipientCounts.day, countCutoff));
}
