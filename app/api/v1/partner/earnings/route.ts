import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { earningsQuerySchema } from '@/lib/partner-earnings/contract';
import { earningsReport } from '@/lib/partner-earnings/earnings';

export const dynamic = 'force-dynamic';

// GET /api/v1/partner/earnings?from=YYYY-MM-DD&to=YYYY-MM-DD&status=… – the calling key's
// partner's commissions per UTC day, deposit currency and status, and per status over the period
// (docs/partners/earnings-and-payouts.md). Only the key's own partner: the partner comes from
// the key, never from the request.
export const GET = route(
  {
    method: 'GET',
    auth: 'partnerKey',
    scope: 'reports.read',
    rateLimit: RATE_LIMITS.partnerEarnings,
    query: earningsQuerySchema,
  },
  async ({ query, caller }) => {
    const report = await earningsReport(await getDb(), caller.partnerId!, query);
    return jsonResponse(report, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
