import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { emptyBodySchema, keyIdParams } from '@/lib/partner-program/inputs';
import { revokeKey } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = keyIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/keys/[keyId]/revoke'>
>;

// POST /api/admin/partners/keys/{keyId}/revoke – revokes a key for good: refused at once here, on every instance within the key cache's bound (operator's command only)
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
    jsonResponse(await revokeKey(keyId), { headers: { 'Cache-Control': 'no-store' } }),
);
