import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { dexChain } from '@/lib/dex/chains';
import { rpcFailure } from '@/lib/dex/rpc-error';
import { dexAddressSchema } from '@/lib/dex/schema';
import { lookupToken } from '@/lib/dex/token-lookup';

export const dynamic = 'force-dynamic';

const params = z.object({ chainId: z.string(), address: z.string() }) satisfies ParamsSchema<
  RouteContext<'/api/v1/dex/tokens/[chainId]/[address]'>
>;

// GET /api/v1/dex/tokens/{chainId}/{address} – one token of a DEX chain: curated (verified), else
// read on chain (symbol, name, decimals) and marked unverified; 404 when the address holds none
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.dexTokenLookup, params },
  async ({ params: { chainId, address } }) => {
    const chain = /^\d{1,10}$/.test(chainId) ? dexChain(Number(chainId)) : null;
    if (!chain) throw new ApiError('not_found');
    const parsed = dexAddressSchema.safeParse(address);
    if (!parsed.success) {
      throw new ApiError('invalid_address', { fields: { address: 'invalid_address' } });
    }
    let token;
    try {
      token = await lookupToken(chain.id, parsed.data);
    } catch (error) {
      throw new ApiError('service_unavailable', { cause: rpcFailure(error) });
    }
    if (!token) throw new ApiError('not_found');
    // A token's metadata does not change; what is not a token may become one (a deployment).
    return jsonResponse(token, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  },
);
