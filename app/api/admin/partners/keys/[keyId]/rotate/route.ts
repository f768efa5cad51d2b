import { adminAction } from '@/lib/api/admin-action';
import type { ParamsSchema } from '@/lib/api/route';
import { keyIdParams } from '@/lib/partner-program/inputs';
import { rotateKey } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = keyIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/keys/[keyId]/rotate'>
>;

// POST /api/admin/partners/keys/{keyId}/rotate – replaces a key with a new one of the same settings and revokes it; the new token is in this answer only (operator's command only)
export const POST = adminAction(params, ({ keyId }) => rotateKey(keyId), { status: 201 });
