import { RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { adminCommissionExportQuerySchema } from '@/lib/partner-earnings/contract';
import { commissionCsv } from '@/lib/partner-earnings/export';

export const dynamic = 'force-dynamic';

// GET /api/admin/commissions/export?partner=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD – one partner's
// commissions of the period (finish time, UTC days) as CSV, one line each (operator's command
// only: npm run admin -- payouts export).
export const GET = route(
  {
    method: 'GET',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    query: adminCommissionExportQuerySchema,
  },
  async ({ query }) => {
    const csv = await commissionCsv(await getDb(), query.partner, query);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': `attachment; filename="commissions-${query.partner}-${query.from}-${query.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
