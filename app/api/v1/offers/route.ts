import { corsPreflight } from '@/lib/api/cors-preflight';
import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { acceptsNdjson, ndjsonResponse } from '@/lib/api/stream';
import { collectOffers, planOffers, runOffers } from '@/lib/rates/offers';
import { offersRouteQuerySchema } from '@/lib/rates/contract';

export const dynamic = 'force-dynamic';

// GET /api/v1/offers – every provider's offer for a pair, ranked by amount received; streamed as
// NDJSON (one event per line, as providers answer) when the client accepts it and does not ask
// for `stream=false`; otherwise one JSON answer once every provider answered or timed out.
// Visitors as before; partners with a key (scope offers.read).
export const GET = route(
  {
    method: 'GET',
    auth: ['public', 'partnerKey', 'publishableKey'],
    scope: 'offers.read',
    rateLimit: RATE_LIMITS.offers,
    query: offersRouteQuerySchema,
    fieldCodes: { from: 'unknown_currency', to: 'unknown_currency' },
  },
  async ({ query: { stream, ...query }, request }) => {
    const plan = await planOffers(query);
    const headers = { 'Cache-Control': 'no-store', Vary: 'Accept' };
    if (stream === 'false' || !acceptsNdjson(request)) {
      return jsonResponse(await collectOffers(plan, request.signal), { headers });
    }
    return ndjsonResponse(runOffers(plan, request.signal), request.signal, { headers });
  },
);

export const OPTIONS = corsPreflight(['GET']);
