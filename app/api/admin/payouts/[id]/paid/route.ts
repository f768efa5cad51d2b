import { z } from 'zod';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { adminMarkPaidSchema } from '@/lib/partner-earnings/contract';
import { markPayoutPaid, payoutViews } from '@/lib/partner-earnings/payouts';

export const dynamic = 'force-dynamic';

const params = z.object({
  id: z.string().regex(/^po[a-z0-9]{16}$/),
}) satisfies ParamsSchema<RouteContext<'/api/admin/payouts/[id]/paid'>>;

// POST /api/admin/payouts/{id}/paid {"reference":"…"} – the operator paid a confirmed payout
// (npm run admin -- payouts paid <id> --reference <text>). 409 unless it is confirmed.
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    // As the other admin routes: the admin token is a header no page holds.
    origin: 'same-site',
    params,
    body: adminMarkPaidSchema,
    maxBytes: BODY_LIMITS.adminPayoutPaid,
  },
  async ({ params: { id }, body: { reference } }) => {
    const db = await getDb();
    const paid = await markPayoutPaid(db, id, reference, new Date());
    const [view] = await payoutViews(db, [paid]);
    return jsonResponse(
      { payout: { ...view, partnerId: paid.partnerId, paidReference: paid.paidReference } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
);
