import { readJsonBody } from '@/lib/api/body';
import { withApi } from '@/lib/api/handler';
import { assertAllowedOrigin } from '@/lib/api/origin';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { jsonResponse } from '@/lib/api/response';
import { parseInput } from '@/lib/api/validate';
import { SIMULATE_MAX_BODY_BYTES, SIMULATE_RATE_LIMIT } from '@/lib/swaps/limits';
import { simulateSwapSchema } from '@/lib/swaps/contract';
import { simulateSwap } from '@/lib/swaps/simulate';

export const dynamic = 'force-dynamic';

// POST /api/v1/swaps/{id}/simulate – moves a sandbox swap (deposit, fail, refund)
export const POST = withApi<RouteContext<'/api/v1/swaps/[id]/simulate'>>(
  async (request, context) => {
    await enforceRateLimit(request, SIMULATE_RATE_LIMIT);
    assertAllowedOrigin(request);
    const { id } = await context.params;
    const body = await readJsonBody(request, SIMULATE_MAX_BODY_BYTES);
    const { action } = parseInput(simulateSwapSchema, body);
    // Already decoded by Next (see ../route.ts); an ID that is not one answers 404.
    const view = await simulateSwap(id, action);
    return jsonResponse(view, { headers: { 'Cache-Control': 'no-store' } });
  },
);
