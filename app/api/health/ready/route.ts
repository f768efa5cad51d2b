import { withApi } from '@/lib/api/handler';
import { jsonResponse } from '@/lib/api/response';
import { getDb } from '@/lib/db/client';
import { checkReadiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – the database answers and every migration is applied
export const GET = withApi(async () => {
  const readiness = await checkReadiness(getDb);
  return jsonResponse(readiness, {
    status: readiness.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
