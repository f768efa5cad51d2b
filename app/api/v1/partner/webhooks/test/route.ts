import { ApiError } from '@/lib/api/errors';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { deliveryView, sendTestWebhook } from '@/lib/partner-webhooks';
import { emptyBodySchema } from '@/lib/partner-webhooks/contract';
import { partnerOf } from '../partner';

export const dynamic = 'force-dynamic';

// POST /api/v1/partner/webhooks/test – queues a webhook.test event to the partner's URL
// (sendTestWebhook); 409 webhook_not_configured without one
export const POST = route(
  {
    method: 'POST',
    auth: 'partnerKey',
    scope: 'webhooks.manage',
    rateLimit: RATE_LIMITS.partnerWebhooks,
    origin: 'same-site',
    body: emptyBodySchema,
    maxBytes: BODY_LIMITS.partnerWebhooks,
  },
  async ({ caller }) => {
    const row = await sendTestWebhook(await getDb(), partnerOf(caller));
    if (!row) throw new ApiError('webhook_not_configured');
    return jsonResponse(deliveryView(row), {
      status: 202,
      headers: { 'Cache-Control': 'no-store' },
    });
  },
);
