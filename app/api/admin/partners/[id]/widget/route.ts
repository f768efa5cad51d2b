import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { partnerIdParams } from '@/lib/partner-program/inputs';
import {
  getWidgetProfile,
  updateWidgetProfile,
  updateWidgetProfileSchema,
} from '@/lib/partner-program/widget-profile-write';

export const dynamic = 'force-dynamic';

const params = partnerIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/[id]/widget'>
>;
const NO_STORE = { 'Cache-Control': 'no-store' };

// GET /api/admin/partners/{id}/widget – the partner's widget profile (white label) and where its
// logo may come from (operator's command only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin, params },
  async ({ params: { id } }) => jsonResponse(await getWidgetProfile(id), { headers: NO_STORE }),
);

// POST /api/admin/partners/{id}/widget – changes the fields given (docs/white-label.md);
// operator's command only
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    origin: 'same-site',
    params,
    body: updateWidgetProfileSchema,
    maxBytes: BODY_LIMITS.adminPartners,
  },
  async ({ params: { id }, body }) =>
    jsonResponse(await updateWidgetProfile(id, body), { headers: NO_STORE }),
);
