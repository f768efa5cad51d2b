import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { listApplications } from '@/lib/partner-applications/applications';

export const dynamic = 'force-dynamic';

// GET /api/admin/partner-applications – the stored /for-partners applications, newest first
// (operator only: npm run admin -- applications)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin },
  async () => {
    const applications = await listApplications();
    return jsonResponse({ applications }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
