import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { cachedRead } from '../cache/tags';
import type { Memo } from '../cache/memo';
import { getDb } from '../db/client';
import { reviews, swaps } from '../db/schema';
import { aggregateRatings, type Rating, type RatingAggregate } from './aggregate';
import { isVerifiedSwap } from './verified';
import { buildWithoutDatabase } from '../db/build-phase';

// The approved reviews as the pages read them, cached in process under the 'reviews' tag:
// moderation (lib/reviews/moderation.ts) invalidates it, so an approved review shows on the next
// request of this instance; other instances see it within the TTL (docs/decisions/0005).

/** Reviews per page of /customer-feedbacks. */
export const REVIEWS_PER_PAGE = 10;
/** How long one process reuses a read when nobody invalidates it (other instances moderating). */
export const REVIEWS_TTL_MS = 60_000;

export interface PublicReview {
  id: number;
  rating: Rating;
  name: string;
  text: string;
  /** The language it was written in (the page it was sent from), for its `lang` attribute. */
  locale: string;
  /** When it was written, ISO 8601. */
  date: string;
  verifiedSwap: boolean;
}

export interface ReviewsPage {
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  aggregate: RatingAggregate | null;
}

const approved = eq(reviews.status, 'approved');

const summary = cachedRead(
  async (): Promise<RatingAggregate | null> => {
    if (buildWithoutDatabase()) return null;
    const db = await getDb();
    const rows = await db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(approved)
      .groupBy(reviews.rating);
    return aggregateRatings(rows);
  },
  { tags: ['reviews'], ttlMs: REVIEWS_TTL_MS },
);

async function loadPage(page: number): Promise<PublicReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      name: reviews.name,
      text: reviews.text,
      locale: reviews.locale,
      createdAt: reviews.createdAt,
      swapStatus: swaps.status,
      swapSandbox: swaps.sandbox,
    })
    .from(reviews)
    .leftJoin(swaps, eq(swaps.id, reviews.swapId))
    .where(approved)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating as Rating,
    name: row.name,
    text: row.text,
    locale: row.locale,
    date: row.createdAt.toISOString(),
    verifiedSwap: isVerifiedSwap(
      row.swapSandbox === null ? null : { status: row.swapStatus, sandbox: row.swapSandbox },
    ),
  }));
}

// One cached read per page number; only numbers within the page count get one.
const pages = new Map<number, Memo<PublicReview[]>>();

function pageRead(page: number): Memo<PublicReview[]> {
  let memo = pages.get(page);
  if (!memo) {
    memo = cachedRead(() => loadPage(page), { tags: ['reviews'], ttlMs: REVIEWS_TTL_MS });
    pages.set(page, memo);
  }
  return memo;
}

/** Average, count and distribution of the approved reviews; null while there is none. */
export function reviewsSummary(): Promise<RatingAggregate | null> {
  return summary.get();
}

export const pageCountOf = (reviewCount: number): number =>
  Math.max(1, Math.ceil(reviewCount / REVIEWS_PER_PAGE));

/**
 * Whether `reviewsPage(page)` has that page, from the cached summary alone: proxy.ts asks before
 * the page renders, so that a page past the last review gets the complete static 404.
 */
export async function reviewsPageExists(page: number): Promise<boolean> {
  if (!Number.isSafeInteger(page) || page < 1) return false;
  return page <= pageCountOf((await reviewsSummary())?.count ?? 0);
}

/**
 * One page of approved reviews, newest first, with the aggregate; null for a page past the end
 * (page 1 always exists: with no review it is the invitation to write the first).
 */
export async function reviewsPage(page: number): Promise<ReviewsPage | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const aggregate = await reviewsSummary();
  const pageCount = pageCountOf(aggregate?.count ?? 0);
  if (page > pageCount) return null;
  const list = aggregate ? await pageRead(page).get() : [];
  return { reviews: list, page, pageCount, aggregate };
}
