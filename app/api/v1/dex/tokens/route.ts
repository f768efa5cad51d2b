import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { dexTokensQuerySchema } from '@/lib/dex/schema';
import { curatedTokens } from '@/lib/dex/tokens';

export const dynamic = 'force-dynamic';

// GET /api/v1/dex/tokens – the curated tokens of a DEX chain, its own coin first (shipped with the
// site, so browsers and CDNs may keep the list for a while)
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.dexTokens, query: dexTokensQuerySchema },
  async ({ query: { chainId } }) =>
    jsonResponse(
      { chainId, tokens: curatedTokens(chainId) },
      { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } },
    ),
);
