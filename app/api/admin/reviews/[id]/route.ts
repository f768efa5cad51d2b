import { assertAdmin } from '@/lib/admin/guard';
import { reviewDecisionSchema, reviewIdSchema } from '@/lib/admin/contract';
import { ApiError } from '@/lib/api/errors';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { moderateReview } from '@/lib/reviews/moderation';

export const dynamic = 'force-dynamic';

const params = reviewIdSchema satisfies ParamsSchema<RouteContext<'/api/admin/reviews/[id]'>>;

// POST /api/admin/reviews/{id} – approves or rejects a review (operator's command only)
export const POST = route(
  {
    method: 'POST',
    rateLimit: RATE_LIMITS.admin,
    // The command sends no Origin; a browser on another site is refused before the token check.
    origin: 'same-site',
    params,
    notFound: 'review_not_found',
    body: reviewDecisionSchema,
    maxBytes: BODY_LIMITS.admin,
  },
  async ({ request, params: { id }, body: { decision } }) => {
    assertAdmin(request);
    if (!(await moderateReview(id, decision))) throw new ApiError('review_not_found');
    return jsonResponse({ id, status: decision }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
