import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { issueKeySchema, partnerIdParams } from '@/lib/partner-program/inputs';
import { issueKey, listKeys } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = partnerIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/[id]/keys'>
>;
const NO_STORE = { 'Cache-Control': 'no-store' };

// GET /api/admin/partners/{id}/keys – the partner's keys, without their tokens (operator only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin, params },
  async ({ params: { id } }) => jsonResponse({ keys: await listKeys(id) }, { headers: NO_STORE }),
);

// POST /api/admin/partners/{id}/keys – issues a key; its token is in this answer only
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    origin: 'same-site',
    params,
    body: issueKeySchema,
    maxBytes: BODY_LIMITS.adminPartners,
  },
  async ({ params: { id }, body }) =>
    jsonResponse(await issueKey(id, body), { status: 201, headers: NO_STORE }),
);
