import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { emptyBodySchema, keyIdParams } from '@/lib/partner-program/inputs';
import { rotateKey } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = keyIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/keys/[keyId]/rotate'>
>;

// POST /api/admin/partners/keys/{keyId}/rotate – replaces a key with a new one of the same settings and revokes it; the new token is in this answer only (operator's command only)
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
  async ({ params: { keyId } }) =>
    jsonResponse(await rotateKey(keyId), { headers: { 'Cache-Control': 'no-store' }, status: 201 }),
);
