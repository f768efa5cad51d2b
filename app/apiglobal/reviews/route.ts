import { apiTranslator, localeHeaders } from '@/lib/api/i18n';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { reviewRequestSchema, type ReviewResponse } from '@/lib/reviews/contract';
import { submitReview } from '@/lib/reviews/submit';

export const dynamic = 'force-dynamic';

// POST /apiglobal/reviews – stores a review for moderation (shown once the operator approves it)
export const POST = route(
  {
    method: 'POST',
    rateLimit: RATE_LIMITS.reviews,
    origin: 'same-site',
    body: reviewRequestSchema,
    maxBytes: BODY_LIMITS.reviews,
  },
  async ({ body, locale, ip }) => {
    await submitReview(body, { locale, ip });
    const t = await apiTranslator(locale);
    const answer: ReviewResponse = { status: 'pending', message: t.reviewReceived() };
    return jsonResponse(answer, {
      headers: { ...localeHeaders(t.locale), 'Cache-Control': 'no-store' },
    });
  },
);
