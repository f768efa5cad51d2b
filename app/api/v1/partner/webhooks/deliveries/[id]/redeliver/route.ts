import { ApiError } from '@/lib/api/errors';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { deliveryView, redeliverWebhook } from '@/lib/partner-webhooks';
import { DELIVERY_ID, emptyBodySchema } from '@/lib/partner-webhooks/contract';
import { z } from 'zod';
import { partnerOf } from '../../../partner';

export const dynamic = 'force-dynamic';

const params = z.object({ id: z.string().regex(DELIVERY_ID) }) satisfies ParamsSchema<
  RouteContext<'/api/v1/partner/webhooks/deliveries/[id]/redeliver'>
>;

// POST /api/v1/partner/webhooks/deliveries/{id}/redeliver – sends the same body again, newly
// signed, with a new 24 hours of retries (redeliverWebhook); 404 for another partner's delivery
export const POST = route(
  {
    method: 'POST',
    auth: 'partnerKey',
    scope: 'webhooks.manage',
    rateLimit: RATE_LIMITS.partnerWebhooks,
    origin: 'same-site',
    params,
    body: emptyBodySchema,
    maxBytes: BODY_LIMITS.partnerWebhooks,
  },
  async ({ caller, params: { id } }) => {
    const row = await redeliverWebhook(await getDb(), partnerOf(caller), id);
    if (!row) throw new ApiError('not_found');
    return jsonResponse(deliveryView(row), {
      status: 202,
      headers: { 'Cache-Control': 'no-store' },
    });
  },
);
