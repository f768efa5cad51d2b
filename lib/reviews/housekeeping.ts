import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { reviews } from '../db/schema';

/**
 * Rejected reviews are kept 30 days after the decision (a second look, a question from their
 * author), then deleted. Approved reviews stay published; pending ones wait for a decision.
 */
export const REJECTED_REVIEW_TTL_MS = 30 * 24 * 60 * 60_000;

export async function cleanUpReviews(now: number): Promise<void> {
  const db = await getDb();
  await db
    .delete(reviews)
    .where(
      and(
        eq(reviews.status, 'rejected'),
        lt(reviews.moderatedAt, new Date(now - REJECTED_REVIEW_TTL_MS)),
      ),
    );
}
