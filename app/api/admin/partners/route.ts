import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { createPartnerSchema } from '@/lib/partner-program/inputs';
import { createPartner, listPartners } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

// GET /api/admin/partners – every partner (operator's command only)
export const GET = route({ method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin }, async () =>
  jsonResponse({ partners: await listPartners() }, { headers: NO_STORE }),
);

// POST /api/admin/partners – a new partner; its webhook signing secret, if it has a webhook URL,
// is in this answer only (operator's command only)
export const POST = route(
  {
    method: 'POST',
    auth: 'admin',
    rateLimit: RATE_LIMITS.admin,
    // The admin token is a header no page holds: no origin rule applies to the admin caller.
    origin: 'same-site',
    body: createPartnerSchema,
    maxBytes: BODY_LIMITS.adminPartners,
  },
  async ({ body }) => jsonResponse(await createPartner(body), { status: 201, headers: NO_STORE }),
);
