import { orderAttribution } from '@/lib/api/auth';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { consentedRef } from '@/lib/consent/ref-cookie';
import { recordDexSwap } from '@/lib/dex/swaps';
import { dexSwapRecordSchema } from '@/lib/dex/swaps-contract';

export const dynamic = 'force-dynamic';

// POST /api/v1/dex/swaps – the visitor's wallet sent a swap: record it for its status page and
// its attribution (an `orders` row of kind 'dex', with the affiliate link the visitor followed).
// The tokens are resolved here, not taken from the browser. 201 the first time; the same
// transaction again answers 200 and changes nothing.
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.dexSwapsRecord,
    origin: 'same-site',
    body: dexSwapRecordSchema,
    maxBytes: BODY_LIMITS.dexSwapsRecord,
  },
  async ({ body, caller, request }) => {
    const attribution = await orderAttribution(caller, request, {
      cookieRef: consentedRef(request),
    });
    const { status, body: answer } = await recordDexSwap(body, attribution);
    return jsonResponse(answer, { status, headers: { 'Cache-Control': 'no-store' } });
  },
);
