import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { acceptsNdjson, ndjsonResponse } from '@/lib/api/stream';
import { collectOffers, planOffers, runOffers } from '@/lib/rates/offers';
import { offersQuerySchema } from '@/lib/rates/contract';

export const dynamic = 'force-dynamic';

// GET /api/v1/offers – every provider's offer for a pair, ranked by amount received; streamed as
// NDJSON (one event per line, as providers answer) when the client accepts it
export const GET = route(
  {
    method: 'GET',
    auth: 'public',
    rateLimit: RATE_LIMITS.offers,
    query: offersQuerySchema,
    fieldCodes: { from: 'unknown_currency', to: 'unknown_currency' },
  },
  async ({ query, request }) => {
    const plan = await planOffers(query);
    const headers = { 'Cache-Control': 'no-store', Vary: 'Accept' };
    if (!acceptsNdjson(request)) {
      return jsonResponse(await collectOffers(plan, request.signal), { headers });
    }
    return ndjsonResponse(runOffers(plan, request.signal), request.signal, { headers });
  },
);
