import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { dexQuotes } from '@/lib/dex/quotes';
import { dexQuotesQuerySchema } from '@/lib/dex/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/dex/quotes – every DEX aggregator's quote for a swap on one chain, ranked by what
// arrives after gas; firm (with calldata) when the wallet is named in `taker`
export const GET = route(
  {
    method: 'GET',
    auth: 'public',
    rateLimit: RATE_LIMITS.dexQuotes,
    query: dexQuotesQuerySchema,
    fieldCodes: { from: 'invalid_address', to: 'invalid_address', taker: 'invalid_address' },
  },
  async ({ query }) =>
    jsonResponse(await dexQuotes(query), { headers: { 'Cache-Control': 'no-store' } }),
);
