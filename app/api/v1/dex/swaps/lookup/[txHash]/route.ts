import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { lookUpDexSwap } from '@/lib/dex/swaps';
import { dexTxHashParam } from '@/lib/dex/swaps-params';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

const params = z.object({ txHash: z.string() }) satisfies ParamsSchema<
  RouteContext<'/api/v1/dex/swaps/lookup/[txHash]'>
>;

// GET /api/v1/dex/swaps/lookup/{txHash} – a transaction hash on whichever DEX chain has it: the
// recorded swap's chain, else the first chain whose node knows it (the status page's lookup)
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.dexSwapsLookup, params },
  async ({ params: { txHash } }) => {
    const status = await lookUpDexSwap(dexTxHashParam(txHash));
    return jsonResponse(status, { headers: { 'Cache-Control': 'no-store' } });
  },
);
