import { orderAttribution } from '@/lib/api/auth';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { consentedRef } from '@/lib/consent/ref-cookie';
import { createFiatCheckout } from '@/lib/fiat/checkout';
import { fiatCheckoutIdempotency } from '@/lib/fiat/checkout-idempotency';
import { fiatCheckoutSchema } from '@/lib/fiat/contract';

export const dynamic = 'force-dynamic';

// POST /api/v1/fiat/checkout – the chosen ramp's checkout URL with the wallet address prefilled
// (checked for the coin's network first). With an Idempotency-Key (the widget sends one per
// offer and address), a repeated request gets the first answer, the same vendor order, instead
// of creating another; without one, each request is answered anew. The order's attribution is
// kept in `orders`, under the request's idempotency id.
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.fiatCheckout,
    origin: 'same-site',
    body: fiatCheckoutSchema,
    maxBytes: BODY_LIMITS.fiatCheckout,
    idempotent: fiatCheckoutIdempotency,
    idempotencyKey: 'optional',
    fieldCodes: {
      crypto: 'unknown_currency',
      fiat: 'unknown_currency',
      address: 'invalid_address',
    },
  },
  async ({ body, ip, caller, request, idempotencyId }) => {
    const referral = { ref: body.ref, cookieRef: consentedRef(request) };
    const attribution = await orderAttribution(caller, request, referral);
    const order = { id: idempotencyId, attribution };
    return { status: 200, body: await createFiatCheckout(body, { clientIp: ip, order }) };
  },
);
