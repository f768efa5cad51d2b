import { ApiError } from '@/lib/api/errors';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { partnerIdParams, updatePartnerSchema } from '@/lib/partner-program/inputs';
import { getPartner, updatePartner } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = partnerIdParams satisfies ParamsSchema<RouteContext<'/api/admin/partners/[id]'>>;
const NO_STORE = { 'Cache-Control': 'no-store' };

// GET /api/admin/partners/{id} – one partner (operator's command only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin, params },
  async ({ params: { id } }) => {
    const partner = await getPartner(id);
    if (!partner) throw new ApiError('not_found');
    return jsonResponse({ partner }, { headers: NO_STORE });
  },
);

// POST /api/admin/partners/{id} – changes the fields given (operator's command only)
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    origin: 'same-site',
    params,
    body: updatePartnerSchema,
    maxBytes: BODY_LIMITS.adminPartners,
  },
  async ({ params: { id }, body }) =>
    jsonResponse(await updatePartner(id, body), { headers: NO_STORE }),
);
