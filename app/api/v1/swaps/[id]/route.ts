import { corsPreflight } from '@/lib/api/cors-preflight';
import { ApiError } from '@/lib/api/errors';
import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { normaliseSwapId } from '@/lib/swaps/contract';
import { readSwapView } from '@/lib/swaps/view';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

// Next has already decoded the segment: decoding again would turn "%25" into a malformed "%".
const params = z.object({ id: z.string() }) satisfies ParamsSchema<
  RouteContext<'/api/v1/swaps/[id]'>
>;

// GET /api/v1/swaps/{id} – the public view of a swap (ID case-insensitive, dashes ignored), for
// visitors and partners with a key (scope swaps.read)
export const GET = route(
  {
    method: 'GET',
    auth: ['public', 'partnerKey', 'publishableKey'],
    scope: 'swaps.read',
    rateLimit: RATE_LIMITS.swapsRead,
    params,
  },
  async ({ params: { id } }) => {
    const swapId = normaliseSwapId(id);
    const view = swapId ? await readSwapView(swapId) : null;
    if (!view) throw new ApiError('swap_not_found');
    return jsonResponse(view, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const OPTIONS = corsPreflight(['GET']);
