import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { dexSandboxOn } from '@/lib/dex/aggregators';
import type { DexTokenList } from '@/lib/dex/contract';
import { dexTokensQuerySchema } from '@/lib/dex/schema';
import { curatedTokens } from '@/lib/dex/tokens';

export const dynamic = 'force-dynamic';

// GET /api/v1/dex/tokens – the curated tokens of a DEX chain, its own coin first, and whether this
// server's quotes there are simulated (both fixed for the deployment, so browsers and CDNs may
// keep the answer for a while). The island asks it first: its sandbox banner needs no quote.
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.dexTokens, query: dexTokensQuerySchema },
  async ({ query: { chainId } }) =>
    jsonResponse(
      {
        chainId,
        tokens: curatedTokens(chainId),
        sandbox: dexSandboxOn(chainId),
      } satisfies DexTokenList,
      { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } },
    ),
);
