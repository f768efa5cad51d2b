import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { fiatOffersQuerySchema } from '@/lib/fiat/contract';
import { fiatOffers } from '@/lib/fiat/offers';

export const dynamic = 'force-dynamic';

// GET /api/v1/fiat/offers – every ramp's offer to buy or sell a coin for fiat in a country (and
// region) with a payment method, ranked by what the visitor receives after every fee
export const GET = route(
  {
    method: 'GET',
    auth: 'public',
    rateLimit: RATE_LIMITS.fiatOffers,
    query: fiatOffersQuerySchema,
    fieldCodes: { crypto: 'unknown_currency', fiat: 'unknown_currency' },
  },
  async ({ query }) =>
    jsonResponse(await fiatOffers(query), { headers: { 'Cache-Control': 'no-store' } }),
);
