import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { bridgeRoutes } from '@/lib/bridge/routes';
import { bridgeRoutesQuerySchema } from '@/lib/bridge/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/bridge/routes – every bridge aggregator's route for moving a token from one chain
// to another, ranked by the USD value that arrives; each carries its transaction when the
// wallet is named in `sender`
export const GET = route(
  {
    method: 'GET',
    auth: 'public',
    rateLimit: RATE_LIMITS.bridgeRoutes,
    query: bridgeRoutesQuerySchema,
    fieldCodes: { from: 'invalid_address', to: 'invalid_address', sender: 'invalid_address' },
  },
  async ({ query }) =>
    jsonResponse(await bridgeRoutes(query), { headers: { 'Cache-Control': 'no-store' } }),
);
