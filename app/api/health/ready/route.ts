import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { rampCoverageHealth } from '@/lib/fiat/coverage-health';
import { checkReadiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – the database answers and every migration is applied
// (no rate limit: load balancers poll it, and an answer they cannot get reads as an outage).
// `ramps` lists the ramps whose coverage is not current (informational: status stays ok).
export const GET = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () => {
  const readiness = await checkReadiness(getDb);
  const ramps = rampCoverageHealth();
  return jsonResponse(ramps.length > 0 ? { ...readiness, ramps } : readiness, {
    status: readiness.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
