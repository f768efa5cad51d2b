import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { partnerSwapsQuerySchema } from '@/lib/partner-program/contract';
import { listPartnerSwaps } from '@/lib/partner-program/swaps';

export const dynamic = 'force-dynamic';

// GET /api/v1/partner/swaps – the calling partner's own swaps, newest first, paged by cursor,
// filtered by status and creation time (secret key, scope swaps.read)
export const GET = route(
  {
    method: 'GET',
    auth: 'partnerKey',
    scope: 'swaps.read',
    rateLimit: RATE_LIMITS.partnerSwaps,
    query: partnerSwapsQuerySchema,
  },
  async ({ query, caller }) => {
    // A partnerKey caller always has its partner; the query cannot name another.
    const answer = await listPartnerSwaps(caller.partnerId!, query);
    return jsonResponse(answer, { headers: { 'Cache-Control': 'no-store' } });
  },
);
