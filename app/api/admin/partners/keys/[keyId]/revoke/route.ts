import { adminAction } from '@/lib/api/admin-action';
import type { ParamsSchema } from '@/lib/api/route';
import { keyIdParams } from '@/lib/partner-program/inputs';
import { revokeKey } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = keyIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/keys/[keyId]/revoke'>
>;

// POST /api/admin/partners/keys/{keyId}/revoke – revokes a key for good: refused at once here, on every instance within the key cache's bound (operator's command only)
export const POST = adminAction(params, ({ keyId }) => revokeKey(keyId));
