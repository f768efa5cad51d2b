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
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    // The admin token is a header no page holds: the kit checks it first and applies no origin
    // rule to the admin caller, so a foreign page gets 403 admin_forbidden like anyone else.
    origin: 'same-site',
    params,
    notFound: 'review_not_found',
    body: reviewDecisionSchema,
    maxBytes: BODY_LIMITS.admin,
  },
  async ({ params: { id }, body: { decision } }) => {
    if (!(await moderateReview(id, decision))) throw new ApiError('review_not_found');
    return jsonResponse({ id, status: decision }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
