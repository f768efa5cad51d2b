import 'server-only';
import { requireBotCheck } from '../api/bot-check';
import { getDb } from '../db/client';
import { reviews } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { REVIEW_CAPTCHA_ACTION, type ReviewRequest } from './contract';

export interface ReviewContext {
  locale: Locale;
  ip: string;
}

/**
 * Checks the bot token (when a secret is configured) and stores the review as pending: nothing a
 * visitor writes is shown before the operator approves it (`npm run admin -- reviews approve`).
 */
export async function submitReview(input: ReviewRequest, context: ReviewContext): Promise<void> {
  await requireBotCheck(input.googleReCaptchaToken, REVIEW_CAPTCHA_ACTION, context.ip);
  const db = await getDb();
  await db.insert(reviews).values({
    rating: input.rating,
    name: input.name,
    text: input.text,
    swapId: input.swapId ?? null,
    locale: context.locale,
  });
}
