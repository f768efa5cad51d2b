import 'server-only';
import { getDb } from '../db/client';
import { reviews } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type { ReviewRequest } from './contract';

export interface ReviewContext {
  locale: Locale;
}

/**
 * Stores the review as pending (the route kit has checked its bot token): nothing a
 * visitor writes is shown before the operator approves it (`npm run admin -- reviews approve`).
 */
export async function submitReview(input: ReviewRequest, context: ReviewContext): Promise<void> {
  const db = await getDb();
  await db.insert(reviews).values({
    rating: input.rating,
    name: input.name,
    text: input.text,
    swapId: input.swapId ?? null,
    locale: context.locale,
  });
}
