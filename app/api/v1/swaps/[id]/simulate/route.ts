import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { simulateSwapSchema } from '@/lib/swaps/contract';
import { simulateSwap } from '@/lib/swaps/simulate';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

// Already decoded by Next (see ../route.ts); an ID that is not one answers 404 from simulateSwap.
const params = z.object({ id: z.string() }) satisfies ParamsSchema<
  RouteContext<'/api/v1/swaps/[id]/simulate'>
>;

// POST /api/v1/swaps/{id}/simulate – moves a sandbox swap (deposit, fail, refund)
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.swapsSimulate,
    origin: 'same-site',
    params,
    body: simulateSwapSchema,
    maxBytes: BODY_LIMITS.swapsSimulate,
  },
  async ({ params: { id }, body: { action } }) => {
    const view = await simulateSwap(id, action);
    return jsonResponse(view, { headers: { 'Cache-Control': 'no-store' } });
  },
);
