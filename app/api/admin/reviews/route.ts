import { reviewListQuerySchema } from '@/lib/admin/contract';
import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { listReviewsForModeration } from '@/lib/reviews/moderation';

export const dynamic = 'force-dynamic';

// GET /api/admin/reviews?status=pending – the reviews to moderate (operator's command only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin, query: reviewListQuerySchema },
  async ({ query }) => {
    const reviews = await listReviewsForModeration(query.status);
    return jsonResponse({ reviews }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
