import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { payoutListQuerySchema } from '@/lib/partner-earnings/contract';
import { listPayouts } from '@/lib/partner-earnings/payouts';

export const dynamic = 'force-dynamic';

// GET /api/admin/payouts?status=confirmed – every partner's payout requests, newest first
// (operator's command only: npm run admin -- payouts list).
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin, query: payoutListQuerySchema },
  async ({ query }) => {
    const payouts = await listPayouts(await getDb(), {
      status: query.status,
      now: new Date(),
      limit: 1_000,
    });
    return jsonResponse({ payouts }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
