import { adminAction } from '@/lib/api/admin-action';
import type { ParamsSchema } from '@/lib/api/route';
import { partnerIdParams } from '@/lib/partner-program/inputs';
import { suspendPartner } from '@/lib/partner-program/store';

export const dynamic = 'force-dynamic';

const params = partnerIdParams satisfies ParamsSchema<
  RouteContext<'/api/admin/partners/[id]/suspend'>
>;

// POST /api/admin/partners/{id}/suspend – every key of the partner is refused from now on (on
// every instance within the key cache's bound); operator's command only
export const POST = adminAction(params, ({ id }) => suspendPartner(id));
