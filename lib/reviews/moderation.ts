import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { invalidateCacheTags } from '../cache/tags';
import { getDb } from '../db/client';
import { reviews, swaps, type REVIEW_STATUSES } from '../db/schema';
import { isVerifiedSwap } from './verified';

// What the operator's command does (npm run admin -- reviews ..., through the admin routes):
// list reviews by status, approve or reject one. A decision invalidates the cached reads, so the
// pages of this instance show it on their next request.

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewDecision = Exclude<ReviewStatus, 'pending'>;

export interface ModerationEntry {
  id: number;
  status: ReviewStatus;
  rating: number;
  name: string;
  text: string;
  /** Shown to the operator only, to check a claim; never on the site. */
  swapId: string | null;
  verifiedSwap: boolean;
  locale: string;
  createdAt: string;
  moderatedAt: string | null;
}

/** How many reviews one listing returns at most, newest first. */
export const MODERATION_LIST_LIMIT = 200;

export async function listReviewsForModeration(
  status: ReviewStatus | 'all',
): Promise<ModerationEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ review: reviews, swapStatus: swaps.status, swapSandbox: swaps.sandbox })
    .from(reviews)
    .leftJoin(swaps, eq(swaps.id, reviews.swapId))
    .where(status === 'all' ? undefined : eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(MODERATION_LIST_LIMIT);
  return rows.map(({ review, swapStatus, swapSandbox }) => ({
    id: review.id,
    status: review.status,
    rating: review.rating,
    name: review.name,
    text: review.text,
    swapId: review.swapId,
    verifiedSwap: isVerifiedSwap(
      swapSandbox === null ? null : { status: swapStatus, sandbox: swapSandbox },
    ),
    locale: review.locale,
    createdAt: review.createdAt.toISOString(),
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
  }));
}

/** Approves or rejects a review; false when no review has that id. */
export async function moderateReview(id: number, decision: ReviewDecision): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(reviews)
    .set({ status: decision, moderatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  invalidateCacheTags('reviews');
  return updated.length > 0;
}
