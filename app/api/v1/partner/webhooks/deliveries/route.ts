import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { listDeliveries } from '@/lib/partner-webhooks';
import { listDeliveriesQuerySchema } from '@/lib/partner-webhooks/contract';
import { partnerOf } from '../partner';

export const dynamic = 'force-dynamic';

// GET /api/v1/partner/webhooks/deliveries – the partner's webhook deliveries of the last 90
// days, newest first, paged (listWebhookDeliveries; docs/partners/webhooks.md)
export const GET = route(
  {
    method: 'GET',
    auth: 'partnerKey',
    scope: 'webhooks.manage',
    rateLimit: RATE_LIMITS.partnerWebhooks,
    query: listDeliveriesQuerySchema,
  },
  async ({ caller, query }) => {
    const page = await listDeliveries(await getDb(), partnerOf(caller), query);
    return jsonResponse(page, { headers: { 'Cache-Control': 'no-store' } });
  },
);
