import { formRoute } from '@/lib/api/form-route';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { reviewForm } from '@/lib/reviews/contract';
import { submitReview } from '@/lib/reviews/submit';

export const dynamic = 'force-dynamic';

// POST /apiglobal/reviews – stores a review for moderation (shown once the operator approves it)
export const POST = formRoute(reviewForm, {
  rateLimit: RATE_LIMITS.reviews,
  maxBytes: BODY_LIMITS.reviews,
  receive: submitReview,
  answer: 'reviewReceived',
});
