import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { emptyBodySchema, partnerIdParams } from '@/lib/partner-program/inputs';
import { suspendPartner } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = partnerIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/[id]/suspend'>
>;

// POST /api/admin/partners/{id}/suspend – every key of the partner is refused from now on (on
// every instance within the key cache's bound); operator's command only
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    origin: 'same-site',
    params,
    body: emptyBodySchema,
    maxBytes: BODY_LIMITS.admin,
  },
  async ({ params: { id } }) =>
    jsonResponse(await suspendPartner(id), { headers: { 'Cache-Control': 'no-store' } }),
);
