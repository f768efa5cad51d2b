import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { dexSwapStatus } from '@/lib/dex/swaps';
import { dexSwapParams } from '@/lib/dex/swaps-params';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

const params = z.object({ chainId: z.string(), txHash: z.string() }) satisfies ParamsSchema<
  RouteContext<'/api/v1/dex/swaps/[chainId]/[txHash]'>
>;

// GET /api/v1/dex/swaps/{chainId}/{txHash} – what the chain says of a transaction (pending,
// confirmed, reverted, dropped), with the recorded swap when the site recorded it
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.dexSwapsRead, params },
  async ({ params: raw }) => {
    const { chainId, txHash } = dexSwapParams(raw);
    const status = await dexSwapStatus(chainId, txHash);
    return jsonResponse(status, { headers: { 'Cache-Control': 'no-store' } });
  },
);
