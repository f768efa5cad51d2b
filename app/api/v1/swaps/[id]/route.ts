import { ApiError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/handler';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { jsonResponse } from '@/lib/api/response';
import { READ_SWAP_RATE_LIMIT } from '@/lib/swaps/limits';
import { normaliseSwapId } from '@/lib/swaps/contract';
import { getSwapView } from '@/lib/swaps/view';

export const dynamic = 'force-dynamic';

// GET /api/v1/swaps/{id} – the public view of a swap (ID case-insensitive, dashes ignored)
export const GET = withApi<RouteContext<'/api/v1/swaps/[id]'>>(async (request, context) => {
  await enforceRateLimit(request, READ_SWAP_RATE_LIMIT);
  // Next has already decoded the segment: decoding again would turn "%25" into a malformed "%".
  const { id } = await context.params;
  const swapId = normaliseSwapId(id);
  const view = swapId ? await getSwapView(swapId) : null;
  if (!view) throw new ApiError(404, 'swap_not_found');
  return jsonResponse(view, { headers: { 'Cache-Control': 'no-store' } });
});
