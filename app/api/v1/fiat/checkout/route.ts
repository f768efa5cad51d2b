import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { createFiatCheckout } from '@/lib/fiat/checkout';
import { fiatCheckoutSchema } from '@/lib/fiat/contract';

export const dynamic = 'force-dynamic';

// POST /api/v1/fiat/checkout – the chosen ramp's checkout URL with the wallet address prefilled
// (checked for the coin's network first); nothing is stored
export const POST = route(
  {
    method: 'POST',
    rateLimit: RATE_LIMITS.fiatCheckout,
    origin: 'same-site',
    body: fiatCheckoutSchema,
    maxBytes: BODY_LIMITS.fiatCheckout,
    fieldCodes: {
      crypto: 'unknown_currency',
      fiat: 'unknown_currency',
      address: 'invalid_address',
    },
  },
  async ({ body, ip }) =>
    jsonResponse(await createFiatCheckout(body, ip), { headers: { 'Cache-Control': 'no-store' } }),
);
